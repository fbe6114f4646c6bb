import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IdentityEvents } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, followEvents } from '@liggeey/service-kit';
import { type NatsConnection } from '@nats-io/transport-node';
import { PinoLogger } from 'nestjs-pino';
import { type GatewayConfig } from '../config/gateway-config.js';

interface Closure {
  /** When the account was deleted or suspended (ms since epoch). */
  at: number;
  /** When the last token it may hold expires. */
  until: number;
}

/**
 * Accounts deleted or suspended in the last access-token lifetime. Identity revokes their refresh
 * tokens at once, but an access token stays valid until it expires; the gateway refuses those
 * tokens as soon as the closing event arrives. Every gateway instance follows the events itself
 * and, on start, replays one token lifetime of them, so a restart does not reopen the window.
 */
@Injectable()
export class ClosedAccounts implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly closed = new Map<string, Closure>();
  /**
   * When a suspension was lifted. The three events arrive on separate consumers, so on a replay a
   * reactivation may come before the suspension it lifts: the times decide, not the arrival order.
   */
  private readonly reopened = new Map<string, number>();
  private stops: (() => Promise<void>)[] = [];

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const lifetimeMs = this.config.ACCESS_TOKEN_MAX_AGE_SECONDS * 1_000;
    const common = {
      connection: this.connection,
      namespace: this.config.NATS_NAMESPACE,
      since: new Date(Date.now() - lifetimeMs),
      logger: this.logger.logger,
    };
    const close = ({ payload, occurredAt }: { payload: { userId: string }; occurredAt: string }) => {
      this.forgetExpired(Date.now());
      const at = Date.parse(occurredAt);
      const previous = this.closed.get(payload.userId);
      if (!previous || previous.at < at) this.closed.set(payload.userId, { at, until: at + lifetimeMs });
    };
    this.stops = await Promise.all([
      followEvents({ ...common, event: IdentityEvents.userDeleted, handle: close }),
      followEvents({ ...common, event: IdentityEvents.userSuspended, handle: close }),
      followEvents({
        ...common,
        event: IdentityEvents.userReactivated,
        handle: ({ payload, occurredAt }) => {
          this.forgetExpired(Date.now());
          const at = Date.parse(occurredAt);
          if ((this.reopened.get(payload.userId) ?? 0) < at) this.reopened.set(payload.userId, at);
        },
      }),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()));
  }

  isClosed(userId: string): boolean {
    const closure = this.closed.get(userId);
    if (!closure || closure.until <= Date.now()) return false;
    return (this.reopened.get(userId) ?? 0) < closure.at;
  }

  /** An account whose every token has expired needs no watching any more. */
  private forgetExpired(now: number): void {
    const lifetimeMs = this.config.ACCESS_TOKEN_MAX_AGE_SECONDS * 1_000;
    for (const [userId, { until }] of this.closed) if (until <= now) this.closed.delete(userId);
    for (const [userId, at] of this.reopened) if (at + lifetimeMs <= now) this.reopened.delete(userId);
  }
}
