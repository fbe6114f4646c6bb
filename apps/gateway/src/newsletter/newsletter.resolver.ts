import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { type Actor, MessagingNewsletterRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { NewsletterSubscription } from './newsletter.types.js';
import { Limited } from '../abuse/limited.decorator.js';

@Resolver()
export class NewsletterResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Limited('newsletter')
  @Mutation(() => NewsletterSubscription, {
    description: 'Idempotent: an address is on the list once; a repeat is answered like the first time.',
  })
  subscribeToNewsletter(
    @Args('email') email: string,
    @CurrentActor() actor: Actor | null,
  ): Promise<NewsletterSubscription> {
    return this.rpc.request(MessagingNewsletterRpc.subscribe, { email }, { actor });
  }
}
