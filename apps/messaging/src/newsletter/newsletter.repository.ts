import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class NewsletterRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Adds the address unless it is there (`INSERT … ON CONFLICT DO NOTHING`): of two identical
   * requests racing, exactly one inserts. Whether this call added it.
   */
  async addIfAbsent(email: string): Promise<boolean> {
    const { count } = await this.prisma.newsletterSubscriber.createMany({
      data: [{ email }],
      skipDuplicates: true,
    });
    return count === 1;
  }
}
