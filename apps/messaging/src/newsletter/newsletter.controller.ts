import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MessagingNewsletterRpc, type NewsletterSubscriptionDto, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { NewsletterService } from './newsletter.service.js';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @RpcHandler(MessagingNewsletterRpc.subscribe)
  subscribe(@Payload() { data }: RpcEnvelope<{ email: string }>): Promise<NewsletterSubscriptionDto> {
    return this.newsletter.subscribe(data.email);
  }
}
