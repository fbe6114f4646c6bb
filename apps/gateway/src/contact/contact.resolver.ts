import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, MessagingContactRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { adminListQuery } from '../common/page.types.js';
import {
  ContactMessage,
  ContactMessageInput,
  ContactMessagesInput,
  ContactMessagesPage,
} from './contact.types.js';
import { Limited } from '../abuse/limited.decorator.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Limited('contactMessage')
  @Mutation(() => Boolean, { description: 'Sends the contact form; the support inbox stores it.' })
  async sendContactMessage(
    @Args('input') input: ContactMessageInput,
    @CurrentActor() actor: Actor | null,
  ): Promise<boolean> {
    const { name, email, subject, message } = input;
    await this.rpc.request(MessagingContactRpc.send, { name, email, subject, message }, { actor });
    return true;
  }

  @Roles('admin')
  @Query(() => ContactMessagesPage, { description: 'Admin /admin/messages: one page, searched and sorted.' })
  contactMessages(
    @Args('input', { type: () => ContactMessagesInput, nullable: true }) input: ContactMessagesInput | null,
    @CurrentActor() actor: Actor,
  ): Promise<ContactMessagesPage> {
    return this.rpc.request(MessagingContactRpc.list, adminListQuery(input), { actor });
  }

  @Roles('admin')
  @Mutation(() => ContactMessage, { description: 'Marks a message read (again, if it already was).' })
  markContactMessageRead(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ContactMessage> {
    return this.rpc.request(MessagingContactRpc.markRead, { id }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Boolean)
  async deleteContactMessage(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(MessagingContactRpc.delete, { id }, { actor });
    return true;
  }
}
