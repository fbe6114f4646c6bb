import { type NatsConnection } from '@nats-io/transport-node';
import { type NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type GatewayConfig } from '../config/gateway-config.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

const config = { HEALTH_TIMEOUT_MS: 50 } as GatewayConfig;

/** A reply that records the status set on it. */
function reply(): FastifyReply & { statusCode: number } {
  const recorded = { statusCode: 200 } as FastifyReply & { statusCode: number };
  recorded.status = (code: number) => {
    recorded.statusCode = code;
    return recorded;
  };
  return recorded;
}

function controller(connection: Partial<NatsConnection>, down: readonly string[] = []): HealthController {
  const rpc = {
    request: ({ subject }: { subject: string }) =>
      down.some((name) => subject.startsWith(`${name}.`))
        ? Promise.reject(new Error(`Le service ${subject} ne répond pas.`))
        : Promise.resolve({ status: 'ok' }),
  } as unknown as NatsRpcClient;
  return new HealthController(new HealthService(rpc, config, connection as NatsConnection));
}

const reachable: Partial<NatsConnection> = { isClosed: () => false, flush: () => Promise.resolve() };

describe('gateway readiness', () => {
  it('is ready with every service up', async () => {
    const response = reply();
    const body = await controller(reachable).ready(response);
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.nats).toBe('ok');
  });

  it('stays ready when a service is down, and reports it', async () => {
    const response = reply();
    const body = await controller(reachable, ['payments']).ready(response);
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.services.find((service) => service.name === 'payments')?.status).toBe('down');
    expect(body.services.find((service) => service.name === 'identity')?.status).toBe('ok');
  });

  it('is not ready when NATS does not answer within the health timeout', async () => {
    const response = reply();
    const hung = { isClosed: () => false, flush: () => new Promise<void>(() => undefined) };
    const body = await controller(hung, ['payments']).ready(response);
    expect(response.statusCode).toBe(503);
    expect(body.nats).toBe('down');
  });

  it('is not ready when its NATS connection is closed', async () => {
    const response = reply();
    await controller({ isClosed: () => true, flush: () => Promise.reject(new Error('closed')) }).ready(
      response,
    );
    expect(response.statusCode).toBe(503);
  });
});
