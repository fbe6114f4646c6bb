import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AdminListInputFields, PageFields } from '../common/page.types.js';

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

export enum ContactMessagesSort {
  createdAt = 'createdAt',
  isRead = 'isRead',
}
registerEnumType(ContactMessagesSort, { name: 'ContactMessagesSort' });

@InputType({
  description: '/admin/messages: newest first by default; q matches the name, e-mail, subject or message.',
})
export class ContactMessagesInput extends AdminListInputFields {
  @Field(() => ContactMessagesSort, {
    nullable: true,
    description: 'createdAt by default; isRead ascending puts the unread first.',
  })
  sort?: ContactMessagesSort | null;
}

@ObjectType()
export class ContactMessagesPage extends PageFields {
  @Field(() => [ContactMessage])
  items!: ContactMessage[];

  @Field(() => Int, { description: 'Unread messages in the whole inbox, whatever the search.' })
  unread!: number;
}
