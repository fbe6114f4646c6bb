import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode } from '@liggeey/contracts';
import { APP_CONFIG, DomainException, LOOPBACK_ADDRESSES } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type GatewayConfig } from '../config/gateway-config.js';
import { ACTION_LIMITS, type Budget, type LimitedAction, frenchWait } from './action-limits.js';

type Scope = 'account' | 'address';

/**
 * Counts limited actions in Redis, shared by every gateway instance. A refusal is RATE_LIMITED
 * with the action's French message and the wait; the refused call never reaches its service.
 * If Redis fails the action goes through (fail open), as the per-client budget does: an outage
 * of the counter must not stop people from working.
 */
@Injectable()
export class ActionLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger(ActionLimiter.name);
  private readonly redis: Redis;
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
  }

  async consume(action: LimitedAction, who: { accountId?: string; ip: string }): Promise<void> {
    const limit = ACTION_LIMITS[action];
    const counts: Promise<unknown>[] = [];
    if ('perAccount' in limit && who.accountId) {
      counts.push(this.limiter(action, 'account', limit.perAccount).consume(who.accountId));
    }
    const skipAddress = this.config.RATE_LIMIT_ALLOW_LOOPBACK && LOOPBACK_ADDRESSES.has(who.ip);
    if ('perAddress' in limit && !skipAddress) {
      counts.push(this.limiter(action, 'address', limit.perAddress).consume(who.ip));
    }
    const results = await Promise.allSettled(counts);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason] : [],
    );
    if (refusals.length > 0) {
      const wait = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
      throw new DomainException(
        ErrorCode.RateLimited,
        `${limit.message} Veuillez réessayer ${frenchWait(wait)}.`,
      );
    }
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      const error: unknown = failure.reason;
      this.logger.warn({ err: error, action }, 'action limits unavailable; action let through');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private limiter(action: LimitedAction, scope: Scope, budget: Budget): RateLimiterRedis {
    const key = `${action}:${scope}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.RATE_LIMIT_NAMESPACE}action:${key}`,
        points: budget.points,
        duration: budget.seconds,
      });
      this.limiters.set(key, limiter);
    }
    return limiter;
  }
}
