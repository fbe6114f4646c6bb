import { Inject, Injectable } from '@nestjs/common';
import { type Actor, actorSchema } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type JWTVerifyGetKey, createRemoteJWKSet, jwtVerify } from 'jose';
import { type GatewayConfig } from '../config/gateway-config.js';
import { ClosedAccounts } from './closed-accounts.js';

/** Verifies identity's access tokens (RS/ES-signed JWTs, key chosen by `kid` from the JWKS). */
@Injectable()
export class JwtVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly closedAccounts: ClosedAccounts,
  ) {
    // jose caches the key set and refetches it when a token names an unknown `kid` (key rotation).
    this.keys = createRemoteJWKSet(new URL(config.JWKS_URL), { cooldownDuration: 30_000 });
  }

  /** The actor the token speaks for, or null when it is missing, invalid or expired. */
  async actorFrom(token: string): Promise<Actor | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        ...(this.config.JWT_ISSUER ? { issuer: this.config.JWT_ISSUER } : {}),
        algorithms: ['RS256', 'ES256', 'EdDSA'],
        maxTokenAge: this.config.ACCESS_TOKEN_MAX_AGE_SECONDS,
      });
      const actor = actorSchema.safeParse({ id: payload.sub, type: payload['type'] });
      if (!actor.success || this.closedAccounts.isClosed(actor.data.id)) return null;
      return actor.data;
    } catch {
      return null;
    }
  }
}
