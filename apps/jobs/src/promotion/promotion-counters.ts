import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  PROMOTED_ITEM_TYPES,
  PROMOTION_METRICS,
  type PromotedItemType,
  type PromotionMetric,
} from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { type JobsConfig } from '../config/jobs-config.js';
import { StatsRepository, type TakenCounter } from './stats.repository.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moves the gateway's Redis counters of sponsored items into the daily table. Each live counter
 * is first renamed to a name of its own (atomic: later increments start a new counter), then read,
 * added once under that name, and deleted; a run that stopped midway leaves renamed counters the
 * next run finishes, so nothing is lost or counted twice.
 */
@Injectable()
export class PromotionCounters implements OnApplicationShutdown {
  private readonly logger = new Logger(PromotionCounters.name);
  private readonly redis: Redis;
  private readonly live: string;
  private readonly taken: string;

  constructor(
    @Inject(APP_CONFIG) config: JobsConfig,
    private readonly stats: StatsRepository,
  ) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true });
    this.live = `${config.NATS_NAMESPACE}:promo:`;
    this.taken = `${config.NATS_NAMESPACE}:promo-taken:`;
  }

  async flush(): Promise<number> {
    for (const key of await this.scan(`${this.live}*`)) {
      const rest = key.slice(this.live.length);
      // A counter deleted meanwhile (by another flush) is simply gone.
      await this.redis.rename(key, `${this.taken}${randomUUID()}:${rest}`).catch(() => undefined);
    }
    let flushed = 0;
    for (const key of await this.scan(`${this.taken}*`)) {
      const counter = this.parse(key, await this.redis.get(key));
      if (counter) {
        await this.stats.add(counter);
        flushed += 1;
      } else {
        this.logger.warn({ key }, 'Unreadable promotion counter dropped');
      }
      await this.redis.del(key);
    }
    await this.stats.forgetOldFlushes();
    return flushed;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private async scan(pattern: string): Promise<string[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  }

  /** `{prefix}{uuid}:{day}:{kind}:{id}:{metric}` → the counter, or null when it is not ours. */
  private parse(key: string, value: string | null): TakenCounter | null {
    const [, day, kind, itemId, metric] = key.slice(this.taken.length).split(':');
    const count = Number(value);
    const knownKind = PROMOTED_ITEM_TYPES.includes(kind as PromotedItemType);
    const knownMetric = PROMOTION_METRICS.includes(metric as PromotionMetric);
    if (!day || !DAY.test(day) || !knownKind || !itemId || !UUID.test(itemId) || !knownMetric) return null;
    if (!Number.isSafeInteger(count) || count <= 0) return null;
    return { key, day, itemType: kind as PromotedItemType, itemId, metric: metric as PromotionMetric, count };
  }
}
