import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The other person of a conversation.' })
export class ConversationParticipant {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;

  @Field(() => String, { nullable: true })
  profession!: string | null;
}

@ObjectType({ description: 'A message of a conversation (spec §3 messages).' })
export class ChatMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  conversationId!: string;

  @Field(() => ID)
  senderId!: string;

  @Field()
  content!: string;

  @Field()
  createdAt!: string;
}

@ObjectType({
  description: 'A conversation between the signed-in user and one other person, as their list shows it.',
})
export class Conversation {
  @Field(() => ID)
  id!: string;

  @Field(() => ConversationParticipant, {
    nullable: true,
    description: 'Null when the other account has been deleted.',
  })
  otherParticipant!: ConversationParticipant | null;

  @Field(() => ChatMessage, { nullable: true })
  lastMessage!: ChatMessage | null;

  @Field(() => Int, { description: 'Messages from the other person not read yet.' })
  unreadCount!: number;

  @Field(() => String, { nullable: true, description: 'When the other person last read it (read receipts).' })
  otherLastReadAt!: string | null;

  @Field()
  lastActivityAt!: string;
}

@ObjectType()
export class ConversationPage {
  @Field(() => [Conversation])
  items!: Conversation[];

  @Field(() => String, { nullable: true, description: 'Pass as `before` for older conversations.' })
  nextCursor!: string | null;
}

@ObjectType({ description: 'Messages oldest first; `hasMore` when older ones exist.' })
export class MessagePage {
  @Field(() => [ChatMessage])
  items!: ChatMessage[];

  @Field()
  hasMore!: boolean;
}

@ObjectType()
export class ConversationRead {
  @Field(() => ID)
  conversationId!: string;

  @Field()
  lastReadAt!: string;
}

@ObjectType({ description: 'A person found by the new-conversation search.' })
export class UserSearchResult {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field(() => String, { nullable: true })
  profession!: string | null;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;

  @Field()
  type!: string;

  @Field()
  available!: boolean;
}

@InputType()
export class SendMessageInput {
  @Field(() => ID)
  conversationId!: string;

  @Field()
  content!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'A UUID chosen once per message and kept when resending it: the message is stored once.',
  })
  clientId?: string | null;
}
