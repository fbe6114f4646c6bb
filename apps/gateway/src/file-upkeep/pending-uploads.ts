import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode } from '@liggeey/contracts';
import { APP_CONFIG, DomainException } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { type GatewayConfig } from '../config/gateway-config.js';

/** Redis's clock, in ms: every gateway instance judges an upload's age by the same time. */
const NOW = "local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)";

/**
 * 0: not pending (attached earlier, or not one of our uploads); -1: swept, or older than the cutoff
 * and left to the sweep; else claimed, answering when it was recorded.
 */
const CLAIM = `${NOW}
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then return -1 end
local at = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not at then return 0 end
if tonumber(at) <= now - tonumber(ARGV[2]) then return -1 end
redis.call('ZREM', KEYS[1], ARGV[1])
return tonumber(at)`;

const RECORD = `${NOW} return redis.call('ZADD', KEYS[1], now, ARGV[1])`;

/** The sweep's mark: a form sent after its file was removed is refused, not saved without a file. */
const FORGET = `${NOW}
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[2]))`;

/** How long a swept upload's mark is kept: a form left open longer is not worth a key. */
const SWEPT_MARK_MS = 7 * 24 * 60 * 60 * 1_000;

const EXPIRED = `${NOW} return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]), 'LIMIT', 0, tonumber(ARGV[2]))`;

/** A mutation's answer (not an upload's): the file it names was, or is being, swept. */
const UPLOAD_EXPIRED_MESSAGE = 'Ce fichier a expiré : veuillez le téléverser de nouveau.';

/**
 * Uploads waiting to be attached, in one Redis sorted set (reference → when stored) shared by every
 * gateway instance. A file the client attaches later (a post's media, a portfolio item, an article
 * or product picture, a product's file, the login image) is recorded when stored and claimed by
 * the mutation that hands it to its service; what nobody claims within UPLOAD_ORPHAN_AFTER_MS is
 * removed by the sweep. Profile files are attached in their upload request and never recorded.
 */
@Injectable()
export class PendingUploads implements OnApplicationShutdown {
  private readonly logger = new Logger(PendingUploads.name);
  private readonly redis: Redis;
  private readonly key: string;
  private readonly sweptKey: string;

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
    this.key = `${config.NATS_NAMESPACE}:uploads:pending`;
    this.sweptKey = `${config.NATS_NAMESPACE}:uploads:swept`;
  }

  /**
   * Records a stored file (a public URL or `private:<key>`). Fails open: an unrecorded file is only
   * never swept, while refusing the upload would stop people over a bookkeeping outage.
   */
  async record(reference: string): Promise<void> {
    try {
      await this.redis.eval(RECORD, 1, this.key, reference);
    } catch (error) {
      this.logger.warn({ err: error, reference }, 'Upload not recorded; it will never be swept');
    }
  }

  /**
   * Claims the references, then runs `attach` (the call that stores them); if it fails they are
   * pending again. An expired upload is refused: the sweep removes (or removed) its file. Fails closed:
   * an unclaimed reference would be swept once attached.
   */
  async attach<T>(references: readonly (string | null | undefined)[], attach: () => Promise<T>): Promise<T> {
    const claimed: { reference: string; at: number }[] = [];
    try {
      for (const reference of new Set(references.flatMap((one) => (one?.trim() ? [one.trim()] : [])))) {
        const at = await this.claim(reference);
        if (at === -1) throw new DomainException(ErrorCode.ValidationFailed, UPLOAD_EXPIRED_MESSAGE);
        if (at > 0) claimed.push({ reference, at });
      }
      return await attach();
    } catch (error) {
      await this.giveBack(claimed);
      throw error;
    }
  }

  /** Pending uploads older than the cutoff, `limit` at most. */
  expired(limit: number): Promise<string[]> {
    return this.redis.eval(EXPIRED, 1, this.key, this.config.UPLOAD_ORPHAN_AFTER_MS, limit) as Promise<
      string[]
    >;
  }

  /** Forgets an upload whose file the sweep removed, marking it swept. */
  async forget(reference: string): Promise<void> {
    await this.redis.eval(FORGET, 2, this.key, this.sweptKey, reference, SWEPT_MARK_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private async claim(reference: string): Promise<number> {
    try {
      return (await this.redis.eval(
        CLAIM,
        2,
        this.key,
        this.sweptKey,
        reference,
        this.config.UPLOAD_ORPHAN_AFTER_MS,
      )) as number;
    } catch (error) {
      this.logger.error({ err: error, reference }, 'Upload not claimed');
      throw new DomainException(ErrorCode.ServiceUnavailable);
    }
  }

  private async giveBack(claimed: readonly { reference: string; at: number }[]): Promise<void> {
    for (const { reference, at } of claimed) {
      await this.redis
        .zadd(this.key, 'NX', at, reference)
        .catch((error: unknown) => this.logger.warn({ err: error, reference }, 'Upload not given back'));
    }
  }
}
