import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** The jobs service's copy of employer names, and the erasure of a deleted account's data. */
@Injectable()
export class EmployersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** A redelivered sign-up leaves a later rename in place. */
  async createIfAbsent(id: string, fullName: string): Promise<void> {
    await this.prisma.employer.upsert({ where: { id }, create: { id, fullName }, update: {} });
  }

  async rename(id: string, fullName: string): Promise<void> {
    await this.prisma.employer.upsert({ where: { id }, create: { id, fullName }, update: { fullName } });
  }

  /**
   * Erases whatever the account left here: as an employer its offers (their applications
   * cascade) and its name, as a worker its applications. Idempotent.
   */
  async eraseUser(userId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.jobApplication.deleteMany({ where: { workerId: userId } }),
      this.prisma.jobOffer.deleteMany({ where: { employerId: userId } }),
      this.prisma.employer.deleteMany({ where: { id: userId } }),
    ]);
  }
}
