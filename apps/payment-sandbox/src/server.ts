import Fastify, { type FastifyInstance } from 'fastify';
import { type SandboxConfig } from './config.js';

/**
 * Local stand-in for the payment provider's hosted checkout and verify API, for development,
 * demos and tests: the real provider is not reachable from here. Never deployed to production.
 * The checkout and verification routes arrive with the credits and payments issue.
 */
export function createSandbox(config: SandboxConfig): FastifyInstance {
  const app = Fastify({ logger: { level: config.LOG_LEVEL, base: { app: 'payment-sandbox' } } });
  app.get('/health', () => ({ status: 'ok' }));
  return app;
}
