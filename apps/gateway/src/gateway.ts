import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER } from '@liggeey/contracts';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { type GatewayConfig } from './config/gateway-config.js';
import { GatewayModule } from './gateway.module.js';
import { registerHttpMetrics } from './http/http-metrics.js';
import { registerIdentityProxy } from './http/identity-proxy.js';
import { registerRateLimit } from './http/rate-limit.js';
import { registerRequestTracing } from './http/request-tracing.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerFileServing } from './storage/file-serving.js';
import { registerMultipart } from './uploads/multipart.js';

/** Builds the gateway (Fastify, GraphQL, guards, rate limit) without listening. */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    requestTimeout: config.REQUEST_TIMEOUT_MS + 1_000,
    // Keep the caller's request id, or make one and write it back so every logger sees the same.
    genReqId: (raw: IncomingMessage) => {
      const given = raw.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && given.length > 0 && given.length <= 128 ? given : randomUUID();
      raw.headers[REQUEST_ID_HEADER] = id;
      return id;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  // Echo the request id so a person reporting a problem can quote it.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
  registerHttpMetrics(app);
  registerRequestTracing(app);
  registerSecurityHeaders(app, config);
  await registerRateLimit(app, config);
  await registerIdentityProxy(app, config);
  await registerMultipart(app);
  registerFileServing(app, config);
  return app;
}
