import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * The `iss` every access token must carry: JWT_ISSUER when set, else the one identity's discovery
 * document names (read once; a failed read is retried at the next token), so a deployment that
 * forgets the setting still checks it.
 */
@Injectable()
export class TokenIssuer {
  private readonly logger = new Logger(TokenIssuer.name);
  private discovered: Promise<string> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  expected(): Promise<string> {
    if (this.config.JWT_ISSUER) return Promise.resolve(this.config.JWT_ISSUER);
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      this.logger.warn({ err: error }, 'Identity discovery unavailable: access tokens refused meanwhile');
      throw error;
    });
    return this.discovered;
  }

  private async discover(): Promise<string> {
    const url = `${this.config.IDENTITY_HTTP_URL}/realms/liggeey/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.config.HEALTH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const { issuer } = (await response.json()) as { issuer?: unknown };
    if (typeof issuer !== 'string' || !issuer) throw new Error('discovery names no issuer');
    return issuer;
  }
}
