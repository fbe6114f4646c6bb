import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IdentityEvents } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, followEvents } from '@liggeey/service-kit';
import { type NatsConnection } from '@nats-io/transport-node';
import { PinoLogger } from 'nestjs-pino';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * Accounts closed in the last access-token lifetime. Identity revokes their refresh tokens at
 * once, but an access token stays valid until it expires; the gateway refuses those tokens as soon
 * as the closing event arrives. Every gateway instance follows the events itself and, on start,
 * replays one token lifetime of them, so a restart does not reopen the window.
 */
@Injectable()
export class ClosedAccounts implements OnApplicationBootstrap, OnApplicationShutdown {
  /** User id → when the last token it may hold expires (ms since epoch). */
  private readonly closed = new Map<string, number>();
  private stop: (() => Promise<void>) | undefined;

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const lifetimeMs = this.config.ACCESS_TOKEN_MAX_AGE_SECONDS * 1_000;
    this.stop = await followEvents({
      connection: this.connection,
      namespace: this.config.NATS_NAMESPACE,
      event: IdentityEvents.userDeleted,
      since: new Date(Date.now() - lifetimeMs),
      handle: ({ payload, occurredAt }) => {
        this.forgetExpired(Date.now());
        this.closed.set(payload.userId, Date.parse(occurredAt) + lifetimeMs);
      },
      logger: this.logger.logger,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.();
  }

  isClosed(userId: string): boolean {
    return (this.closed.get(userId) ?? 0) > Date.now();
  }

  /** An account whose every token has expired needs no watching any more. */
  private forgetExpired(now: number): void {
    for (const [userId, until] of this.closed) if (until <= now) this.closed.delete(userId);
  }
}
