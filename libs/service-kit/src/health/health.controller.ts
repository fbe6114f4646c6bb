import { Controller, Inject, type Type } from '@nestjs/common';
import { ErrorCode, type HealthResponse, type ServiceName, healthRpc } from '@liggeey/contracts';
import { PRISMA, type PrismaClientLike } from '../database/prisma.provider.js';
import { DomainException } from '../errors/domain.exception.js';
import { RpcHandler } from '../rpc/rpc-handler.decorator.js';

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** `<service>.health`: the service answers only when it can reach its own database. */
export function createHealthController(service: ServiceName): Type {
  @Controller()
  class HealthController {
    /** Health requests arriving together share one database check instead of queueing on the pool. */
    private inFlight: Promise<boolean> | undefined;

    constructor(@Inject(PRISMA) private readonly prisma: PrismaClientLike) {}

    @RpcHandler(healthRpc(service))
    async health(): Promise<HealthResponse> {
      this.inFlight ??= this.databaseAnswers().finally(() => {
        this.inFlight = undefined;
      });
      if (!(await this.inFlight)) {
        throw new DomainException(
          ErrorCode.ServiceUnavailable,
          `La base de données du service ${service} est injoignable.`,
        );
      }
      return { service, status: 'ok', database: 'ok' };
    }

    private async databaseAnswers(): Promise<boolean> {
      try {
        await withTimeout(this.prisma.$executeRawUnsafe('SELECT 1'), DATABASE_CHECK_TIMEOUT_MS);
        return true;
      } catch {
        return false;
      }
    }
  }
  return HealthController;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
