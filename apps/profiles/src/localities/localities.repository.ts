import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Locality, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class LocalitiesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every locality (a few dozen rows: the service sorts them the French way). */
  all(): Promise<Locality[]> {
    return this.prisma.locality.findMany();
  }
}
