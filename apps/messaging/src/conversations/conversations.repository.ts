import { Inject, Injectable } from '@nestjs/common';
import { CLIENT_ID_REUSED_MESSAGE, ErrorCode } from '@liggeey/contracts';
import { DomainException, PRISMA } from '@liggeey/service-kit';
import { type ChatMessage, type PrismaClient } from '../generated/prisma/client.js';

/** What a send stores and answers. */
export type StoredMessage = Pick<ChatMessage, 'id' | 'conversationId' | 'senderId' | 'content' | 'createdAt'>;

/** A conversation as the actor sees it in the list, before the other person's profile is joined. */
export interface ConversationRow {
  id: string;
  lastActivityAt: Date;
  otherId: string;
  otherLastReadAt: Date | null;
  unreadCount: number;
  lastMessageId: string | null;
  lastSenderId: string | null;
  lastContent: string | null;
  lastCreatedAt: Date | null;
}

export interface ListCursor {
  lastActivityAt: Date;
  id: string;
}

@Injectable()
export class ConversationsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * The pair's conversation, created with both participants in one statement unless it exists.
   * Two people starting it at the same moment: the second insert waits on the unique pair and does
   * nothing, and the select that follows sees the first one's committed row.
   */
  async createOrGet(userA: string, userB: string): Promise<string> {
    const [low, high] = userA < userB ? [userA, userB] : [userB, userA];
    const created = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH created AS (
        INSERT INTO messaging.conversations (id, user_low, user_high)
        VALUES (gen_random_uuid(), ${low}::uuid, ${high}::uuid)
        ON CONFLICT (user_low, user_high) DO NOTHING
        RETURNING id
      ), participants AS (
        INSERT INTO messaging.conversation_participants (conversation_id, user_id)
        SELECT id, unnest(ARRAY[${low}::uuid, ${high}::uuid]) FROM created
      )
      SELECT id FROM created`;
    if (created[0]) return created[0].id;
    const existing = await this.prisma.conversation.findUniqueOrThrow({
      where: { userLow_userHigh: { userLow: low, userHigh: high } },
      select: { id: true },
    });
    return existing.id;
  }

  /** The participants' ids, or null when the conversation does not exist. */
  async participantIds(conversationId: string): Promise<string[] | null> {
    const conversation = await this.prisma.conversation.findUnique({
      where: { id: conversationId },
      select: { userLow: true, userHigh: true },
    });
    return conversation ? [conversation.userLow, conversation.userHigh] : null;
  }

  async isParticipant(conversationId: string, userId: string): Promise<boolean> {
    const count = await this.prisma.conversationParticipant.count({ where: { conversationId, userId } });
    return count > 0;
  }

  /** The actor's conversations, latest activity first, one more than `limit` to tell if more follow. */
  list(userId: string, limit: number, before: ListCursor | null, only?: string): Promise<ConversationRow[]> {
    return this.prisma.$queryRaw<ConversationRow[]>`
      SELECT c.id, c.last_activity_at AS "lastActivityAt",
             other.user_id AS "otherId", other.last_read_at AS "otherLastReadAt",
             (SELECT count(*)::int FROM messaging.messages u
               WHERE u.conversation_id = c.id AND u.sender_id <> ${userId}::uuid
                 AND u.created_at > coalesce(me.last_read_at, '-infinity')) AS "unreadCount",
             m.id AS "lastMessageId", m.sender_id AS "lastSenderId", m.content AS "lastContent",
             m.created_at AS "lastCreatedAt"
      FROM messaging.conversation_participants me
      JOIN messaging.conversations c ON c.id = me.conversation_id
      JOIN messaging.conversation_participants other
        ON other.conversation_id = c.id AND other.user_id <> me.user_id
      LEFT JOIN messaging.messages m ON m.id = c.last_message_id
      WHERE me.user_id = ${userId}::uuid
        AND (${only ?? null}::uuid IS NULL OR c.id = ${only ?? null}::uuid)
        AND (${before?.lastActivityAt ?? null}::timestamptz IS NULL
             OR (c.last_activity_at, c.id) < (${before?.lastActivityAt ?? null}::timestamptz, ${before?.id ?? null}::uuid))
      ORDER BY c.last_activity_at DESC, c.id DESC
      LIMIT ${limit + 1}`;
  }

  /** Conversations holding messages from the other side that the user has not read. */
  async unreadConversations(userId: string): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count
      FROM messaging.conversation_participants me
      JOIN messaging.conversations c ON c.id = me.conversation_id
      JOIN messaging.messages m ON m.id = c.last_message_id
      WHERE me.user_id = ${userId}::uuid AND EXISTS (
        SELECT 1 FROM messaging.messages u
        WHERE u.conversation_id = c.id AND u.sender_id <> ${userId}::uuid
          AND u.created_at > coalesce(me.last_read_at, '-infinity'))`;
    return row?.count ?? 0;
  }

  /** Up to `limit + 1` messages before `beforeId` (or the latest), newest first. */
  async messagesBefore(
    conversationId: string,
    beforeId: string | null,
    limit: number,
  ): Promise<ChatMessage[]> {
    const before = beforeId
      ? await this.prisma.chatMessage.findFirst({
          where: { id: beforeId, conversationId },
          select: { seq: true },
        })
      : null;
    if (beforeId && !before) return [];
    return this.prisma.chatMessage.findMany({
      where: { conversationId, ...(before ? { seq: { lt: before.seq } } : {}) },
      orderBy: { seq: 'desc' },
      take: limit + 1,
    });
  }

  /**
   * Stores the message, moves the conversation up the list and counts it read by its sender, in
   * one statement (atomic, one round trip: the send path's main cost was the interactive
   * transaction). A message already stored under the sender's `clientId` is answered as it is (a
   * resend); the same id used for another conversation is refused.
   */
  async addMessage(
    conversationId: string,
    senderId: string,
    content: string,
    clientId: string | null,
  ): Promise<StoredMessage> {
    const [stored] = await this.prisma.$queryRaw<StoredMessage[]>`
      WITH message AS (
        INSERT INTO messaging.messages (id, conversation_id, sender_id, content, client_id, created_at)
        VALUES (gen_random_uuid(), ${conversationId}::uuid, ${senderId}::uuid, ${content}, ${clientId}::uuid, now())
        ON CONFLICT (sender_id, client_id) DO NOTHING
        RETURNING id, conversation_id, sender_id, content, created_at
      ), conversation AS (
        -- Racing sends keep the latest message, whichever commits last.
        UPDATE messaging.conversations c
        SET last_activity_at = greatest(c.last_activity_at, m.created_at),
            last_message_id = CASE WHEN m.created_at >= c.last_activity_at THEN m.id ELSE c.last_message_id END
        FROM message m WHERE c.id = m.conversation_id
      ), sender AS (
        UPDATE messaging.conversation_participants p
        SET last_read_at = greatest(p.last_read_at, m.created_at)
        FROM message m WHERE p.conversation_id = m.conversation_id AND p.user_id = m.sender_id
      )
      SELECT id, conversation_id AS "conversationId", sender_id AS "senderId", content, created_at AS "createdAt"
      FROM message`;
    if (stored) return stored;
    const sent = clientId ? await this.sentBefore(senderId, clientId) : null;
    if (sent?.conversationId !== conversationId) {
      throw new DomainException(ErrorCode.Conflict, CLIENT_ID_REUSED_MESSAGE);
    }
    return sent;
  }

  private sentBefore(senderId: string, clientId: string): Promise<StoredMessage | null> {
    return this.prisma.chatMessage.findUnique({
      where: { senderId_clientId: { senderId, clientId } },
      select: { id: true, conversationId: true, senderId: true, content: true, createdAt: true },
    });
  }

  async eraseUser(userId: string): Promise<void> {
    await this.prisma.conversation.deleteMany({ where: { OR: [{ userLow: userId }, { userHigh: userId }] } });
  }

  /** Everything up to the latest message counts as read; never moves the mark backwards. */
  async markRead(conversationId: string, userId: string): Promise<Date | null> {
    const [row] = await this.prisma.$queryRaw<{ lastReadAt: Date | null }[]>`
      UPDATE messaging.conversation_participants p
      SET last_read_at = greatest(p.last_read_at, (
        SELECT max(created_at) FROM messaging.messages WHERE conversation_id = ${conversationId}::uuid))
      WHERE p.conversation_id = ${conversationId}::uuid AND p.user_id = ${userId}::uuid
      RETURNING p.last_read_at AS "lastReadAt"`;
    return row?.lastReadAt ?? null;
  }
}
