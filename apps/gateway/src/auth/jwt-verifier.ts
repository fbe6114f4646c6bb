import { Inject, Injectable } from '@nestjs/common';
import { type Actor, actorSchema } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type JWTVerifyGetKey, createRemoteJWKSet, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { type GatewayConfig } from '../config/gateway-config.js';
import { ClosedAccounts } from './closed-accounts.js';
import { RevokedSessions } from './revoked-sessions.js';
import { TokenIssuer } from './token-issuer.js';

/** Identity marks its access tokens; its ID and refresh tokens, signed by the same key, are not ones. */
const ACCESS_TOKEN_TYPE = 'Bearer';

/** Tokens remembered as verified: a browser sends the same one for up to 5 minutes. */
const VERIFIED_TOKENS_MAX = 20_000;

export interface Verified {
  actor: Actor;
  /** The token's browser session (`sid`), which a sign-out elsewhere may close. */
  sessionId: string | undefined;
}

/**
 * Verifies identity's access tokens (RS/ES-signed JWTs, key chosen by `kid` from the JWKS): its
 * issuer, the web client as audience, and the access-token type, so an ID or refresh token signed
 * by the same key is refused.
 */
@Injectable()
export class JwtVerifier {
  private readonly keys: JWTVerifyGetKey;
  /**
   * A token's signature and claims do not change, so each is verified once and its actor kept
   * until the token expires (or reaches the maximum age). The closed-account and closed-session
   * checks still run on every request.
   */
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS_MAX });

  constructor(
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly closedAccounts: ClosedAccounts,
    private readonly revokedSessions: RevokedSessions,
    private readonly issuer: TokenIssuer,
  ) {
    // jose caches the key set and refetches it when a token names an unknown `kid` (key rotation).
    this.keys = createRemoteJWKSet(new URL(config.JWKS_URL), { cooldownDuration: 30_000 });
  }

  /** The actor the token speaks for, or null when it is missing, invalid or expired. */
  async actorFrom(token: string): Promise<Actor | null> {
    return (await this.sessionFrom(token))?.actor ?? null;
  }

  /** The actor and the browser session of a token still in force, or null. */
  async sessionFrom(token: string): Promise<Verified | null> {
    const verified = this.verified.get(token) ?? (await this.verify(token));
    if (!verified || this.closedAccounts.isClosed(verified.actor.id)) return null;
    return this.revokedSessions.isRevoked(verified.sessionId) ? null : verified;
  }

  private async verify(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: await this.issuer.expected(),
        audience: this.config.JWT_AUDIENCE,
        algorithms: ['RS256', 'ES256', 'EdDSA'],
        maxTokenAge: this.config.ACCESS_TOKEN_MAX_AGE_SECONDS,
      });
      if (payload['typ'] !== ACCESS_TOKEN_TYPE) return null;
      const actor = actorSchema.safeParse({ id: payload.sub, type: payload['type'] });
      if (!actor.success) return null;
      const validUntilMs = Math.min(
        (payload.exp ?? 0) * 1_000,
        ((payload.iat ?? 0) + this.config.ACCESS_TOKEN_MAX_AGE_SECONDS) * 1_000,
      );
      const ttl = validUntilMs - Date.now();
      const sid = payload['sid'];
      const verified = { actor: actor.data, sessionId: typeof sid === 'string' ? sid : undefined };
      if (ttl > 0) this.verified.set(token, verified, { ttl });
      return verified;
    } catch {
      return null;
    }
  }
}
