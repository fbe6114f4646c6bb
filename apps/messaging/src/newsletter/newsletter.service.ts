import { Injectable } from '@nestjs/common';
import { type NewsletterSubscriptionDto } from '@liggeey/contracts';
import { newsletterEmail } from './newsletter-email.js';
import { NewsletterRepository } from './newsletter.repository.js';

/**
 * The newsletter list: open to visitors, one row per address, a repeat changes nothing and is
 * answered like a first subscription (nobody learns whether an address is on the list).
 */
@Injectable()
export class NewsletterService {
  constructor(private readonly repository: NewsletterRepository) {}

  async subscribe(input: string): Promise<NewsletterSubscriptionDto> {
    const email = newsletterEmail(input);
    await this.repository.addIfAbsent(email);
    return { email };
  }
}
