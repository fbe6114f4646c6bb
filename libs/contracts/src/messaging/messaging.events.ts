import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { chatMessageSchema } from './conversations.contracts.js';

export const messageCreatedSchema = z.object({
  message: chatMessageSchema,
  participantIds: z.array(z.uuid()),
});
export type MessageCreated = z.infer<typeof messageCreatedSchema>;

export const conversationUpdatedSchema = z.object({
  conversationId: z.uuid(),
  participantIds: z.array(z.uuid()),
  lastActivityAt: z.iso.datetime(),
  /** Set when the change is a participant reading the conversation (read receipts). */
  readBy: z.object({ userId: z.uuid(), lastReadAt: z.iso.datetime() }).nullable(),
});
export type ConversationUpdated = z.infer<typeof conversationUpdatedSchema>;

/** Facts the messaging service publishes; the gateway relays them to the participants' sockets. */
export const MessagingEvents = {
  messageCreated: defineEvent('messaging.message.created', messageCreatedSchema),
  conversationUpdated: defineEvent('messaging.conversation.updated', conversationUpdatedSchema),
} as const;

/** Client → gateway socket messages and the gateway's own socket events (no NATS behind them). */
export const RealtimeClientEvents = {
  joinConversation: 'conversation:join',
  leaveConversation: 'conversation:leave',
  typing: 'conversation:typing',
} as const;
