import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A message sent through the public contact form.' })
export class ContactMessage {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;

  @Field({ description: 'Whether an admin has opened it.' })
  isRead!: boolean;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@InputType()
export class ContactMessageInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;
}
