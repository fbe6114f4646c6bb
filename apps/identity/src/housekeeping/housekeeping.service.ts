import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Cutoffs, HousekeepingRepository } from './housekeeping.repository.js';

const DAY_MS = 86_400_000;
/** Expired rows stay a day, for support questions about a sign-in that just failed. */
const EXPIRED_GRACE_MS = DAY_MS;

/** What may be deleted at `now`, given the identity settings. */
export function cutoffsAt(now: number, config: IdentityConfig): Cutoffs {
  return {
    expiredBefore: new Date(now - EXPIRED_GRACE_MS),
    sessionsBefore: new Date(now - EXPIRED_GRACE_MS),
    attemptsBefore: new Date(now - config.LOGIN_ATTEMPTS_RETENTION_DAYS * DAY_MS),
  };
}

/** Keeps identity's tables to what is still useful, on a timer in every instance. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly repository: HousekeepingRepository,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly logger: PinoLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      // One sweep at a time: a slow one is never overlapped by the next tick.
      this.running ??= this.sweep().finally(() => (this.running = undefined));
    }, this.config.HOUSEKEEPING_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async sweep(): Promise<void> {
    try {
      const counts = await this.repository.sweep(cutoffsAt(Date.now(), this.config));
      this.logger.debug(counts, 'Identity housekeeping done');
    } catch (error) {
      this.logger.warn({ err: error }, 'Identity housekeeping failed; will retry');
    }
  }
}
