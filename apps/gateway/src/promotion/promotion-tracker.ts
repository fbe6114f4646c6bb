import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type PromotedItemType, type PromotionMetric, promotionCounterKey } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { type GatewayConfig } from '../config/gateway-config.js';

/** Counters live two days at most: the jobs service flushes them every minute. */
const COUNTER_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Counts impressions (a sponsored offer, profile or product in an answered list, once per answer)
 * and clicks (one opened) in Redis, per UTC day: one pipelined round trip, never awaited by the
 * answer; the jobs service flushes the counters into its daily table. Counting fails open.
 */
@Injectable()
export class PromotionTracker implements OnApplicationShutdown {
  private readonly logger = new Logger(PromotionTracker.name);
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  }

  shown(kind: PromotedItemType, ids: readonly string[]): void {
    this.count(kind, new Set(ids), 'impressions');
  }

  opened(kind: PromotedItemType, id: string): void {
    this.count(kind, new Set([id]), 'clicks');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private count(kind: PromotedItemType, ids: ReadonlySet<string>, metric: PromotionMetric): void {
    if (ids.size === 0) return;
    const day = new Date().toISOString().slice(0, 10);
    const pipeline = this.redis.pipeline();
    for (const id of ids) {
      const key = promotionCounterKey(this.config.NATS_NAMESPACE, day, kind, id, metric);
      pipeline.incr(key).expire(key, COUNTER_TTL_SECONDS);
    }
    pipeline
      .exec()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Promotion counters not counted'));
  }
}
