import { Injectable } from '@nestjs/common';
import { IdentityEvents } from '@liggeey/contracts';
import { EventPublisher } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { BrowserSessionsRepository } from './browser-sessions.repository.js';

/**
 * Ends browser sessions: refresh and silent sign-in stop at once (database), and the event makes
 * every gateway refuse their access tokens within a second instead of their last minutes.
 */
@Injectable()
export class SessionRevocations {
  constructor(
    private readonly sessions: BrowserSessionsRepository,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SessionRevocations.name);
  }

  /** The account's given sessions, or all of them; answers the ids this call closed. */
  async revoke(accountId: string, ids: readonly string[] | 'all', reason: string): Promise<string[]> {
    const closed = await this.sessions.revoke(accountId, ids, reason);
    if (closed.length > 0) {
      await this.events
        .publish(IdentityEvents.sessionsRevoked, { userId: accountId, sessionIds: closed }, randomUUID())
        .catch((error: unknown) => {
          // The sessions are closed regardless; their access tokens then last out their 5 minutes.
          this.logger.error({ err: error, accountId, closed }, 'session revocation not published');
        });
    }
    return closed;
  }
}
