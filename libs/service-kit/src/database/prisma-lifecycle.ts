import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { PRISMA, type PrismaClientLike } from './prisma.provider.js';

@Injectable()
export class PrismaLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClientLike,
    private readonly logger: PinoLogger,
  ) {}

  /**
   * Prisma loads its query compiler and the pool opens its first connection on the first query;
   * pay that before taking messages, not on a user's request. A database that is down does not
   * stop the service: its health answer says so until it comes back.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.prisma.$executeRawUnsafe('SELECT 1');
    } catch (error) {
      this.logger.warn({ err: error }, 'Database unreachable at start');
    }
  }

  /** Closes the pool after the NATS server stopped taking messages, never before. */
  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
  }
}
