import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { NestFactory } from '@nestjs/core';
import { Payload } from '@nestjs/microservices';
import { ErrorCode, type RpcEnvelope, defineRpc, rpcSubject } from '@liggeey/contracts';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import {
  DomainException,
  DomainExceptionFilter,
  NamespacedNatsServer,
  NatsRpcClient,
  RpcCallError,
  RpcHandler,
  currentRequestId,
  runWithRequestContext,
} from '../src/index.js';
import { loggingModule } from '../src/logging/logging.module.js';

// Unique subjects: this file never answers, nor is answered by, anything else on the NATS server.
const prefix = `test.${randomBytes(4).toString('hex')}`;
const namespace = `test_${randomBytes(4).toString('hex')}`;
const greet = defineRpc(
  `${prefix}.greet`,
  z.object({ name: z.string().min(1), times: z.number().int().default(1) }),
  z.object({ text: z.string(), actorId: z.string().nullable(), requestId: z.string().optional() }),
);
const fail = defineRpc(
  `${prefix}.fail`,
  z.object({ kind: z.enum(['domain', 'crash', 'contract']) }),
  z.object({ ok: z.boolean() }),
);
const slow = defineRpc(`${prefix}.slow`, z.object({}), z.object({ ok: z.boolean() }));
const nobody = defineRpc(`${prefix}.nobody`, z.object({}), z.object({}));
const huge = defineRpc(`${prefix}.huge`, z.object({}), z.object({ text: z.string() }));

@Controller()
class TestController {
  @RpcHandler(greet)
  greet(@Payload() envelope: RpcEnvelope<{ name: string; times: number }>) {
    return {
      text: `Bonjour ${envelope.data.name} ×${envelope.data.times}`,
      actorId: envelope.actor?.id ?? null,
      requestId: currentRequestId(),
    };
  }

  @RpcHandler(fail)
  fail(@Payload() envelope: RpcEnvelope<{ kind: string }>) {
    if (envelope.data.kind === 'domain') throw new DomainException(ErrorCode.NotFound, 'Profil introuvable');
    if (envelope.data.kind === 'crash') throw new Error('SELECT secret FROM users');
    return { ok: 'not a boolean' };
  }

  /** Over nats-server's default 1 MB payload limit. */
  @RpcHandler(huge)
  huge() {
    return { text: 'x'.repeat(2 * 1024 * 1024) };
  }

  @RpcHandler(slow)
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return { ok: true };
  }
}

@Module({
  imports: [loggingModule('rpc-test', 'silent')],
  controllers: [TestController],
  providers: [{ provide: APP_FILTER, useClass: DomainExceptionFilter }],
})
class TestModule {}

async function startTestService(natsUrl: string, namespace: string): Promise<INestMicroservice> {
  const service = await NestFactory.createMicroservice(TestModule, {
    strategy: new NamespacedNatsServer(namespace, { servers: [natsUrl], queue: prefix }),
    logger: false,
  });
  await service.listen();
  return service;
}

describe('RPC over NATS between the kit client and a kit handler', () => {
  let service: INestMicroservice;
  let connection: NatsConnection;
  let client: NatsRpcClient;

  beforeAll(async () => {
    const { natsUrl } = inject('infra');
    service = await startTestService(natsUrl, namespace);
    connection = await connect({ servers: natsUrl });
    client = new NatsRpcClient(connection, namespace);
  });

  afterAll(async () => {
    await connection.close();
    await service.close();
  });

  it('delivers the validated request with its actor and answers the validated response', async () => {
    const actor = { id: '6f1c1a52-4d43-4c1e-9c53-0a4b4b0c2b11', type: 'worker' as const };

    const answer = await client.request(greet, { name: 'Awa' }, { actor });

    expect(answer.text).toBe('Bonjour Awa ×1');
    expect(answer.actorId).toBe(actor.id);
  });

  it('carries the caller request id into the handler', async () => {
    const answer = await runWithRequestContext({ requestId: 'req-from-gateway-42' }, () =>
      client.request(greet, { name: 'Moussa' }),
    );

    expect(answer.requestId).toBe('req-from-gateway-42');
  });

  it('refuses a bad request before sending it', async () => {
    await expect(client.request(greet, { name: '' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      subject: greet.subject,
    });
  });

  it('refuses a bad request on the handler side too', async () => {
    const reply = await connection.request(
      rpcSubject(namespace, greet.subject),
      JSON.stringify({ pattern: greet.subject, id: '1', data: { actor: null, data: { name: 42 } } }),
    );

    expect(reply.json<{ err: { code: string } }>().err.code).toBe('VALIDATION_FAILED');
  });

  it('returns a domain error with its code and French message', async () => {
    const failure = client.request(fail, { kind: 'domain' });

    await expect(failure).rejects.toBeInstanceOf(RpcCallError);
    await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Profil introuvable' });
  });

  it('turns an unexpected error into INTERNAL without leaking it', async () => {
    await expect(client.request(fail, { kind: 'crash' })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Une erreur est survenue.',
    });
  });

  it('treats an answer that breaks the contract as INTERNAL', async () => {
    await expect(client.request(fail, { kind: 'contract' })).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('answers INTERNAL at once, not after the timeout, when the answer is too large for NATS', async () => {
    const started = Date.now();

    await expect(client.request(huge, {}, { timeoutMs: 5_000 })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails at once with SERVICE_UNAVAILABLE when nobody listens', async () => {
    const started = Date.now();

    await expect(client.request(nobody, {})).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'no-responders' },
    });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives up after the timeout with SERVICE_UNAVAILABLE', async () => {
    await expect(client.request(slow, {}, { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'timeout' },
    });
  });

  it('keeps environments apart: services of another namespace never answer', async () => {
    const other = await startTestService(inject('infra').natsUrl, `${namespace}_other`);
    try {
      // The same subject and queue group are served in two namespaces, but not in this third one.
      await expect(
        new NatsRpcClient(connection, `${namespace}_none`).request(greet, { name: 'Awa' }),
      ).rejects.toMatchObject({ code: ErrorCode.ServiceUnavailable });
      await expect(
        new NatsRpcClient(connection, `${namespace}_other`).request(greet, { name: 'Awa' }),
      ).resolves.toMatchObject({ text: 'Bonjour Awa ×1' });
    } finally {
      await other.close();
    }
  });
});
