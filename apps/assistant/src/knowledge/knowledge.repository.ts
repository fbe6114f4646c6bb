import { Inject, Injectable } from '@nestjs/common';
import { type KnowledgeInputDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type KnowledgeEntry, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class KnowledgeRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** In matching order: the first entry created wins. */
  inOrder(): Promise<KnowledgeEntry[]> {
    return this.prisma.knowledgeEntry.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  create(input: KnowledgeInputDto): Promise<KnowledgeEntry> {
    return this.prisma.knowledgeEntry.create({ data: input });
  }

  async update(id: string, input: KnowledgeInputDto): Promise<KnowledgeEntry | null> {
    const { count } = await this.prisma.knowledgeEntry.updateMany({ where: { id }, data: input });
    return count === 0 ? null : this.prisma.knowledgeEntry.findUnique({ where: { id } });
  }

  async delete(id: string): Promise<boolean> {
    return (await this.prisma.knowledgeEntry.deleteMany({ where: { id } })).count > 0;
  }
}
