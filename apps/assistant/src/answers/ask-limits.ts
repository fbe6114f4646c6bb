import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ASSISTANT_RATE_LIMITED_MESSAGE, ErrorCode } from '@liggeey/contracts';
import { APP_CONFIG, DomainException, LOOPBACK_ADDRESSES } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type AssistantConfig } from '../config/assistant-config.js';

/**
 * Questions per minute, per network address and per account, shared by every instance through
 * Redis. The address budget is generous: a whole mobile carrier may reach us from a few addresses.
 * If Redis fails the question goes through (fail open): the widget matters more than the limit.
 */
@Injectable()
export class AskLimits implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly perAddress: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly allowLoopback: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AssistantConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(AskLimits.name);
    this.allowLoopback = config.ASSISTANT_LIMITS_ALLOW_LOOPBACK ?? config.NODE_ENV === 'development';
    this.redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const keyPrefix = `${config.NATS_NAMESPACE}:assistant-ask`;
    this.perAddress = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${keyPrefix}:ip`,
      points: config.ASSISTANT_QUESTIONS_PER_MINUTE_PER_ADDRESS,
      duration: 60,
    });
    this.perAccount = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${keyPrefix}:account`,
      points: config.ASSISTANT_QUESTIONS_PER_MINUTE_PER_ACCOUNT,
      duration: 60,
    });
  }

  async consume(ip: string, accountId: string | undefined): Promise<void> {
    try {
      await Promise.all([
        ...(this.allowLoopback && LOOPBACK_ADDRESSES.has(ip) ? [] : [this.perAddress.consume(ip)]),
        ...(accountId ? [this.perAccount.consume(accountId)] : []),
      ]);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new DomainException(ErrorCode.RateLimited, ASSISTANT_RATE_LIMITED_MESSAGE);
      }
      this.logger.warn({ err: error }, 'question limits unavailable; question let through');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
