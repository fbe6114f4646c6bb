import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type ChatMessageDto,
  CONVERSATION_NOT_FOUND_MESSAGE,
  CONVERSATION_START_FAILED_MESSAGE,
  type ConversationDto,
  type ConversationPageDto,
  ErrorCode,
  type MessagePageDto,
  MessagingEvents,
  UNAVAILABLE_WORKER_MESSAGE,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, RpcCallError } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { decodeListCursor, encodeListCursor } from './list-cursor.js';
import { validMessageContent } from './message-content.js';
import {
  type ConversationRow,
  ConversationsRepository,
  type StoredMessage,
} from './conversations.repository.js';
import { ProfilesDirectory } from './profiles-directory.js';

const NOT_A_PARTICIPANT_MESSAGE = 'Vous ne participez pas à cette conversation.';
const SELF_CONVERSATION_MESSAGE = 'Vous ne pouvez pas démarrer une conversation avec vous-même.';

/** Two-person conversations: only participants read or write, every rule checked here. */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly profiles: ProfilesDirectory,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
  ) {}

  /** Create-or-get with `recipientId`; spec §4/§5: an unavailable worker cannot be messaged. */
  async start(actor: Actor | null, recipientId: string): Promise<ConversationDto> {
    const me = signedIn(actor);
    if (recipientId === me.id)
      throw new DomainException(ErrorCode.ValidationFailed, SELF_CONVERSATION_MESSAGE);
    const recipient = await this.profiles.recipient(me, recipientId).catch((error: unknown) => {
      if (!(error instanceof RpcCallError)) throw error;
      const code = error.code === ErrorCode.NotFound ? ErrorCode.NotFound : ErrorCode.ServiceUnavailable;
      throw new DomainException(code, CONVERSATION_START_FAILED_MESSAGE);
    });
    if (recipient.type === 'worker' && !recipient.available) {
      throw new DomainException(ErrorCode.Forbidden, UNAVAILABLE_WORKER_MESSAGE, {
        reason: 'WORKER_UNAVAILABLE',
      });
    }
    const id = await this.conversations.createOrGet(me.id, recipientId);
    return this.get(me, id);
  }

  async get(actor: Actor | null, id: string): Promise<ConversationDto> {
    const me = signedIn(actor);
    await this.requireParticipant(me, id);
    const [row] = await this.conversations.list(me.id, 1, null, id);
    if (!row) throw new DomainException(ErrorCode.NotFound, CONVERSATION_NOT_FOUND_MESSAGE);
    const [conversation] = await this.withParticipants(me, [row]);
    if (!conversation) throw new DomainException(ErrorCode.NotFound, CONVERSATION_NOT_FOUND_MESSAGE);
    return conversation;
  }

  async list(actor: Actor | null, before: string | null, limit: number): Promise<ConversationPageDto> {
    const me = signedIn(actor);
    const rows = await this.conversations.list(me.id, limit, before ? decodeListCursor(before) : null);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: await this.withParticipants(me, page),
      nextCursor: rows.length > limit && last ? encodeListCursor(last) : null,
    };
  }

  async messages(
    actor: Actor | null,
    conversationId: string,
    before: string | null,
    limit: number,
  ): Promise<MessagePageDto> {
    const me = signedIn(actor);
    await this.requireParticipant(me, conversationId);
    const rows = await this.conversations.messagesBefore(conversationId, before, limit);
    return { items: rows.slice(0, limit).reverse().map(toMessageDto), hasMore: rows.length > limit };
  }

  async send(
    actor: Actor | null,
    conversationId: string,
    content: string,
    clientId: string | null,
  ): Promise<ChatMessageDto> {
    const me = signedIn(actor);
    const text = validMessageContent(content);
    const participantIds = await this.requireParticipant(me, conversationId);
    const stored = await this.conversations.addMessage(conversationId, me.id, text, clientId);
    const message = toMessageDto(stored);
    // A resend announces again under the same event ids: JetStream keeps the first.
    // Both facts at once: the sender's answer waits for JetStream to store them, not for each in turn.
    await this.announce(async () => {
      await Promise.all([
        this.events.publish(MessagingEvents.messageCreated, { message, participantIds }, message.id),
        this.events.publish(
          MessagingEvents.conversationUpdated,
          { conversationId, participantIds, lastActivityAt: message.createdAt, readBy: null },
          `${message.id}:activity`,
        ),
      ]);
    });
    return message;
  }

  async markRead(
    actor: Actor | null,
    conversationId: string,
  ): Promise<{ conversationId: string; lastReadAt: string }> {
    const me = signedIn(actor);
    const participantIds = await this.requireParticipant(me, conversationId);
    const lastReadAt = (await this.conversations.markRead(conversationId, me.id)) ?? new Date(0);
    const readAt = lastReadAt.toISOString();
    await this.announce(() =>
      this.events.publish(
        MessagingEvents.conversationUpdated,
        {
          conversationId,
          participantIds,
          lastActivityAt: new Date().toISOString(),
          readBy: { userId: me.id, lastReadAt: readAt },
        },
        `${conversationId}:read:${me.id}:${readAt}`,
      ),
    );
    return { conversationId, lastReadAt: readAt };
  }

  async unreadCount(actor: Actor | null): Promise<{ count: number }> {
    return { count: await this.conversations.unreadConversations(signedIn(actor).id) };
  }

  async isParticipant(actor: Actor | null, conversationId: string): Promise<{ participant: boolean }> {
    const me = signedIn(actor);
    return { participant: await this.conversations.isParticipant(conversationId, me.id) };
  }

  /** The conversation's participants, once the actor is known to be one of them. */
  private async requireParticipant(me: Actor, conversationId: string): Promise<string[]> {
    const participantIds = await this.conversations.participantIds(conversationId);
    if (!participantIds) throw new DomainException(ErrorCode.NotFound, CONVERSATION_NOT_FOUND_MESSAGE);
    if (!participantIds.includes(me.id))
      throw new DomainException(ErrorCode.Forbidden, NOT_A_PARTICIPANT_MESSAGE);
    return participantIds;
  }

  private async withParticipants(me: Actor, rows: ConversationRow[]): Promise<ConversationDto[]> {
    const people = await this.profiles.participants(
      me,
      rows.map((row) => row.otherId),
    );
    return rows.map((row) => ({
      id: row.id,
      otherParticipant: people.get(row.otherId) ?? null,
      lastMessage:
        row.lastMessageId && row.lastSenderId && row.lastCreatedAt
          ? {
              id: row.lastMessageId,
              conversationId: row.id,
              senderId: row.lastSenderId,
              content: row.lastContent ?? '',
              createdAt: row.lastCreatedAt.toISOString(),
            }
          : null,
      unreadCount: row.unreadCount,
      otherLastReadAt: row.otherLastReadAt?.toISOString() ?? null,
      lastActivityAt: row.lastActivityAt.toISOString(),
    }));
  }

  /**
   * The message is stored whatever happens to its announcement: a client that misses the live
   * event gets it on its next fetch (pages refetch on reconnect), so a failed publish is logged,
   * not reported as a failed send that the person would retry into a duplicate.
   */
  private async announce(publish: () => Promise<void>): Promise<void> {
    try {
      await publish();
    } catch (error) {
      this.logger.error({ err: error }, 'Messaging event not published');
    }
  }
}

function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
  return actor;
}

function toMessageDto({ id, conversationId, senderId, content, createdAt }: StoredMessage): ChatMessageDto {
  return { id, conversationId, senderId, content, createdAt: createdAt.toISOString() };
}
