import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

/** Longest message accepted; a chat line, not a document. */
export const MESSAGE_MAX_LENGTH = 4_000;
export const MESSAGES_PAGE_MAX = 50;
export const CONVERSATIONS_PAGE_MAX = 50;

export const UNAVAILABLE_WORKER_MESSAGE = 'Professionnel indisponible';
export const CONVERSATION_START_FAILED_MESSAGE = 'Impossible de démarrer la conversation.';
export const EMPTY_MESSAGE_MESSAGE = 'Le message est vide.';
export const MESSAGE_TOO_LONG_MESSAGE = `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH} caractères.`;
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation introuvable.';
export const CLIENT_ID_REUSED_MESSAGE =
  'Cet identifiant de message a déjà servi dans une autre conversation.';

/** The other person of a conversation, as the list and the header of a conversation show them. */
export const conversationParticipantSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profilePicUrl: z.string().nullable(),
  profession: z.string().nullable(),
});
export type ConversationParticipantDto = z.infer<typeof conversationParticipantSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  content: z.string(),
  createdAt: z.iso.datetime(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  /** Null when the other account no longer has a profile (deleted). */
  otherParticipant: conversationParticipantSchema.nullable(),
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the other participant after the actor's last read. */
  unreadCount: z.number().int().min(0),
  /** When the other participant last read the conversation (read receipts). */
  otherLastReadAt: z.iso.datetime().nullable(),
  lastActivityAt: z.iso.datetime(),
});
export type ConversationDto = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ConversationPageDto = z.infer<typeof conversationPageSchema>;

export const messagePageSchema = z.object({
  /** Oldest first. */
  items: z.array(chatMessageSchema),
  /** Whether older messages exist before the first item. */
  hasMore: z.boolean(),
});
export type MessagePageDto = z.infer<typeof messagePageSchema>;

const pageLimit = (max: number) => z.number().int().min(1).max(max).default(max);
const conversationIdSchema = z.object({ conversationId: z.uuid() });

/** Plain string: the service trims it and answers VALIDATION_FAILED in French. */
export const sendMessageSchema = z.object({
  conversationId: z.uuid(),
  content: z.string(),
  /** One per message, kept when the client resends it: the message is stored once. */
  clientId: z.uuid().optional(),
});

/** Conversations between two users; the service checks the actor is a participant everywhere. */
export const MessagingConversationsRpc = {
  /** Create-or-get the actor's conversation with `recipientId`; refused for an unavailable worker. */
  start: defineRpc('messaging.conversation.start', z.object({ recipientId: z.uuid() }), conversationSchema),
  /** The actor's conversations, latest activity first. */
  list: defineQuery(
    'messaging.conversation.list',
    z.object({ before: z.string().nullish(), limit: pageLimit(CONVERSATIONS_PAGE_MAX) }),
    conversationPageSchema,
  ),
  get: defineQuery('messaging.conversation.get', z.object({ id: z.uuid() }), conversationSchema),
  /** Messages before the message `before` (or the latest), oldest first. */
  messages: defineQuery(
    'messaging.conversation.messages',
    z.object({
      conversationId: z.uuid(),
      before: z.uuid().nullish(),
      limit: pageLimit(MESSAGES_PAGE_MAX),
    }),
    messagePageSchema,
  ),
  send: defineRpc('messaging.message.send', sendMessageSchema, chatMessageSchema),
  /** Marks everything in the conversation read for the actor. */
  markRead: defineRpc(
    'messaging.conversation.markRead',
    conversationIdSchema,
    z.object({ conversationId: z.uuid(), lastReadAt: z.iso.datetime() }),
  ),
  /** How many conversations hold messages the actor has not read (the header badge). */
  unreadCount: defineQuery(
    'messaging.conversation.unreadCount',
    z.object({}),
    z.object({ count: z.number().int() }),
  ),
  /** Whether the actor takes part in the conversation (the gateway's room check). */
  isParticipant: defineQuery(
    'messaging.conversation.isParticipant',
    conversationIdSchema,
    z.object({ participant: z.boolean() }),
  ),
} as const;
