import { Inject, Injectable } from '@nestjs/common';
import { type RegisterDocument } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import {
  type DocumentStatus,
  Prisma,
  type PrismaClient,
  type TrainingDocument,
} from '../generated/prisma/client.js';

export type DocumentWithCount = TrainingDocument & { _count: { passages: number } };

const WITH_COUNT = { _count: { select: { passages: true } } } as const;

@Injectable()
export class DocumentsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Null when a document with the same hash exists (a duplicate). */
  async create(input: RegisterDocument, uploadedBy: string): Promise<DocumentWithCount | null> {
    try {
      return await this.prisma.trainingDocument.create({
        data: { ...input, uploadedBy },
        include: WITH_COUNT,
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  newestFirst(): Promise<DocumentWithCount[]> {
    return this.prisma.trainingDocument.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: WITH_COUNT,
    });
  }

  find(id: string): Promise<TrainingDocument | null> {
    return this.prisma.trainingDocument.findUnique({ where: { id } });
  }

  async setStatus(id: string, status: DocumentStatus, error: string | null = null): Promise<void> {
    await this.prisma.trainingDocument.updateMany({ where: { id }, data: { status, error } });
  }

  /** The passages replace any of an earlier try, and the document is ready, in one transaction. */
  async storePassages(id: string, passages: readonly string[]): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.documentPassage.deleteMany({ where: { documentId: id } }),
      this.prisma.documentPassage.createMany({
        data: passages.map((content, position) => ({ documentId: id, position, content })),
      }),
      this.prisma.trainingDocument.updateMany({ where: { id }, data: { status: 'ready', error: null } }),
    ]);
  }

  /** The document and its passages (cascade); null when there was none. */
  async delete(id: string): Promise<TrainingDocument | null> {
    try {
      return await this.prisma.trainingDocument.delete({ where: { id } });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
      throw error;
    }
  }
}
