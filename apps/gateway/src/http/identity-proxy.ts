import proxy from '@fastify/http-proxy';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * The OpenID Connect endpoints (`/realms/liggeey/...`) are identity's own HTTP server; the gateway
 * forwards them so the browser sees one origin. Identity counts failed logins per client address,
 * so the gateway tells it the caller's address instead of its own.
 */
export async function registerIdentityProxy(
  app: NestFastifyApplication,
  config: GatewayConfig,
): Promise<void> {
  await app.register(proxy, {
    upstream: config.IDENTITY_HTTP_URL,
    prefix: '/realms',
    rewritePrefix: '/realms',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });
}
