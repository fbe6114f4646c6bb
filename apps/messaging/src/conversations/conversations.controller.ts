import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type ChatMessageDto,
  type ConversationDto,
  type ConversationPageDto,
  type MessagePageDto,
  MessagingConversationsRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ConversationsService } from './conversations.service.js';

@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @RpcHandler(MessagingConversationsRpc.start)
  start(@Payload() { actor, data }: RpcEnvelope<{ recipientId: string }>): Promise<ConversationDto> {
    return this.conversations.start(actor, data.recipientId);
  }

  @RpcHandler(MessagingConversationsRpc.list)
  list(
    @Payload() { actor, data }: RpcEnvelope<{ before?: string | null; limit: number }>,
  ): Promise<ConversationPageDto> {
    return this.conversations.list(actor, data.before ?? null, data.limit);
  }

  @RpcHandler(MessagingConversationsRpc.get)
  get(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<ConversationDto> {
    return this.conversations.get(actor, data.id);
  }

  @RpcHandler(MessagingConversationsRpc.messages)
  messages(
    @Payload()
    { actor, data }: RpcEnvelope<{ conversationId: string; before?: string | null; limit: number }>,
  ): Promise<MessagePageDto> {
    return this.conversations.messages(actor, data.conversationId, data.before ?? null, data.limit);
  }

  @RpcHandler(MessagingConversationsRpc.send)
  send(
    @Payload() { actor, data }: RpcEnvelope<{ conversationId: string; content: string; clientId?: string }>,
  ): Promise<ChatMessageDto> {
    return this.conversations.send(actor, data.conversationId, data.content, data.clientId ?? null);
  }

  @RpcHandler(MessagingConversationsRpc.markRead)
  markRead(
    @Payload() { actor, data }: RpcEnvelope<{ conversationId: string }>,
  ): Promise<{ conversationId: string; lastReadAt: string }> {
    return this.conversations.markRead(actor, data.conversationId);
  }

  @RpcHandler(MessagingConversationsRpc.unreadCount)
  unreadCount(@Payload() { actor }: RpcEnvelope<object>): Promise<{ count: number }> {
    return this.conversations.unreadCount(actor);
  }

  @RpcHandler(MessagingConversationsRpc.isParticipant)
  isParticipant(
    @Payload() { actor, data }: RpcEnvelope<{ conversationId: string }>,
  ): Promise<{ participant: boolean }> {
    return this.conversations.isParticipant(actor, data.conversationId);
  }
}
