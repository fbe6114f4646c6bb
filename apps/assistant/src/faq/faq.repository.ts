import { Inject, Injectable } from '@nestjs/common';
import { type FaqInputDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type Faq, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class FaqRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  all(): Promise<Faq[]> {
    return this.prisma.faq.findMany();
  }

  newestFirst(): Promise<Faq[]> {
    return this.prisma.faq.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  create(input: FaqInputDto): Promise<Faq> {
    return this.prisma.faq.create({ data: input });
  }

  /** Null when there is no such entry. */
  async update(id: string, input: FaqInputDto): Promise<Faq | null> {
    const { count } = await this.prisma.faq.updateMany({ where: { id }, data: input });
    return count === 0 ? null : this.prisma.faq.findUnique({ where: { id } });
  }

  /** False when there was no such entry. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.faq.deleteMany({ where: { id } });
    return count > 0;
  }
}
