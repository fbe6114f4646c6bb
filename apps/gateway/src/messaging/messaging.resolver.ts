import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  MessagingConversationsRpc,
  ProfilesRpc,
  USER_SEARCH_MIN_LENGTH,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import {
  ChatMessage,
  Conversation,
  ConversationPage,
  ConversationRead,
  MessagePage,
  SendMessageInput,
  UserSearchResult,
} from './messaging.types.js';
import { Limited } from '../abuse/limited.decorator.js';

/** /messages: conversations, their messages and the new-conversation search. The service checks participation. */
@Resolver(() => Conversation)
export class MessagingResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @SignedIn()
  @Query(() => ConversationPage, {
    description: 'The signed-in user’s conversations, latest activity first.',
  })
  conversations(
    @Args('before', { type: () => String, nullable: true }) before: string | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @CurrentActor() actor: Actor,
  ): Promise<ConversationPage> {
    return this.rpc.request(MessagingConversationsRpc.list, { before, limit: limit ?? undefined }, { actor });
  }

  @SignedIn()
  @Query(() => Conversation, { description: 'Participants only.' })
  conversation(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<Conversation> {
    return this.rpc.request(MessagingConversationsRpc.get, { id }, { actor });
  }

  @SignedIn()
  @Query(() => MessagePage, {
    description: 'Messages before the message `before` (or the latest), oldest first.',
  })
  messages(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Args('before', { type: () => ID, nullable: true }) before: string | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @CurrentActor() actor: Actor,
  ): Promise<MessagePage> {
    return this.rpc.request(
      MessagingConversationsRpc.messages,
      { conversationId, before, limit: limit ?? undefined },
      { actor },
    );
  }

  @SignedIn()
  @Query(() => Int, { description: 'Conversations with unread messages (the header badge).' })
  async unreadConversationCount(@CurrentActor() actor: Actor): Promise<number> {
    return (await this.rpc.request(MessagingConversationsRpc.unreadCount, {}, { actor })).count;
  }

  @SignedIn()
  @Query(() => [UserSearchResult], {
    description:
      'New conversation: names containing the query (trimmed, 3 characters at least), self excluded, 10 at most.',
  })
  async searchUsers(@Args('query') query: string, @CurrentActor() actor: Actor): Promise<UserSearchResult[]> {
    if (query.trim().length < USER_SEARCH_MIN_LENGTH) return [];
    return this.rpc.request(ProfilesRpc.searchByName, { query }, { actor });
  }

  @SignedIn()
  @Limited('conversation')
  @Mutation(() => Conversation, {
    description:
      "Create-or-get the conversation with a person; refused for an unavailable worker ('Professionnel indisponible').",
  })
  startConversation(
    @Args('recipientId', { type: () => ID }) recipientId: string,
    @CurrentActor() actor: Actor,
  ): Promise<Conversation> {
    return this.rpc.request(MessagingConversationsRpc.start, { recipientId }, { actor });
  }

  @SignedIn()
  @Limited('message')
  @Mutation(() => ChatMessage, { description: 'Empty or whitespace text is refused.' })
  sendMessage(@Args('input') input: SendMessageInput, @CurrentActor() actor: Actor): Promise<ChatMessage> {
    const { conversationId, content, clientId } = input;
    return this.rpc.request(
      MessagingConversationsRpc.send,
      { conversationId, content, clientId: clientId ?? undefined },
      { actor },
    );
  }

  @SignedIn()
  @Mutation(() => ConversationRead)
  markConversationRead(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @CurrentActor() actor: Actor,
  ): Promise<ConversationRead> {
    return this.rpc.request(MessagingConversationsRpc.markRead, { conversationId }, { actor });
  }
}
