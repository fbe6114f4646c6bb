import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IdentityEvents } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, followEvents } from '@liggeey/service-kit';
import { type NatsConnection } from '@nats-io/transport-node';
import { PinoLogger } from 'nestjs-pino';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * Browser sessions ended in the last access-token lifetime (sign-out, 'Se déconnecter partout', a
 * password reset, a reused refresh token): identity stops their refresh at once, and the gateway
 * refuses their access tokens (`sid`) as soon as the event arrives instead of letting them run
 * out their minutes. Like `ClosedAccounts`, every instance replays one token lifetime on start.
 */
@Injectable()
export class RevokedSessions implements OnApplicationBootstrap, OnApplicationShutdown {
  /** Session id → when its last access token expires (ms since epoch). */
  private readonly revoked = new Map<string, number>();
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
      since: new Date(Date.now() - lifetimeMs),
      logger: this.logger.logger,
      event: IdentityEvents.sessionsRevoked,
      handle: ({ payload, occurredAt }) => {
        const now = Date.now();
        for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
        const until = Date.parse(occurredAt) + lifetimeMs;
        for (const id of payload.sessionIds) this.revoked.set(id, until);
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.();
  }

  isRevoked(sessionId: string | undefined): boolean {
    if (!sessionId) return false;
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > Date.now();
  }
}
