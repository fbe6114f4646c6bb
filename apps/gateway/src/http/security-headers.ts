import helmet from '@fastify/helmet';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayConfig } from '../config/gateway-config.js';

/** Identity's pages (sign-in steps, keycloak-js' check pages) set their own policy. */
const IDENTITY_PREFIX = '/realms/';

/**
 * The gateway answers data and files, never pages: nothing may run, be framed or be sniffed as
 * another type (an uploaded SVG opened directly runs no script). HSTS in production only, where
 * the site is served over HTTPS.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: GatewayConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(helmet, {
    global: false,
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Helmet sets the headers synchronously (it runs as a middleware with a no-op `next`).
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(IDENTITY_PREFIX)) reply.helmet();
    done();
  });
}
