import { Injectable, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type EventEnvelope, defineEvent, eventSubject, eventsStreamName } from '@liggeey/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { ConfigModule } from '../src/config/config.module.js';
import { baseConfigSchema, loadConfig } from '../src/config/load-config.js';
import { EventPublisher, EventsModule, OnEvent, followEvents } from '../src/events/index.js';
import { loggingModule } from '../src/logging/logging.module.js';

// A namespace of its own: this run's stream, subjects and consumers, deleted at the end.
const namespace = `test_${randomBytes(4).toString('hex')}`;
const accountOpened = defineEvent(
  'test.account.opened',
  z.object({ accountId: z.string(), email: z.email() }),
);
const service = 'events-test';

const received: EventEnvelope<{ accountId: string; email: string }>[] = [];
const failuresLeft = new Map<string, number>();

@Injectable()
class AccountsListener {
  @OnEvent(accountOpened)
  onAccountOpened(event: EventEnvelope<{ accountId: string; email: string }>): Promise<void> {
    const left = failuresLeft.get(event.payload.accountId) ?? 0;
    if (left > 0) {
      failuresLeft.set(event.payload.accountId, left - 1);
      return Promise.reject(new Error('database briefly unavailable'));
    }
    received.push(event);
    return Promise.resolve();
  }
}

const audited: string[] = [];

/** A second handler of the same event in the same service, on a consumer of its own. */
@Injectable()
class AccountsAuditListener {
  @OnEvent(accountOpened, { consumer: 'audit' })
  onAccountOpened(event: EventEnvelope<{ accountId: string; email: string }>): Promise<void> {
    audited.push(event.id);
    return Promise.resolve();
  }
}

/** Handles the event on the service's default consumer, like AccountsListener. */
@Injectable()
class AccountsMailerListener {
  @OnEvent(accountOpened)
  onAccountOpened(): Promise<void> {
    return Promise.resolve();
  }
}

async function startService(
  natsUrl: string,
  providers: (new () => object)[] = [AccountsListener, AccountsAuditListener],
): Promise<INestApplicationContext> {
  @Module({
    imports: [
      ConfigModule.forRoot(loadConfig(baseConfigSchema, { NATS_URL: natsUrl, NATS_NAMESPACE: namespace })),
      loggingModule(service, 'silent'),
      EventsModule.forRoot(service),
    ],
    providers,
  })
  class TestServiceModule {}
  const app = await NestFactory.createApplicationContext(TestServiceModule, { logger: false });
  await app.init();
  return app;
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('events on JetStream', () => {
  let app: INestApplicationContext;
  let connection: NatsConnection;

  beforeAll(async () => {
    connection = await connect({ servers: inject('infra').natsUrl });
    app = await startService(inject('infra').natsUrl);
  });

  afterAll(async () => {
    await app.close();
    const manager = await jetstreamManager(connection);
    await manager.streams.delete(eventsStreamName(namespace));
    await connection.close();
  });

  it('delivers a published event to its handler with the validated payload', async () => {
    await app
      .get(EventPublisher)
      .publish(accountOpened, { accountId: 'a1', email: 'awa@exemple.sn' }, 'evt-a1');

    await until(() => received.some((e) => e.id === 'evt-a1'));
    expect(received.find((e) => e.id === 'evt-a1')?.payload).toEqual({
      accountId: 'a1',
      email: 'awa@exemple.sn',
    });
  });

  it('stores an event published twice with the same id once', async () => {
    const publisher = app.get(EventPublisher);
    await publisher.publish(accountOpened, { accountId: 'a2', email: 'moussa@exemple.sn' }, 'evt-a2');
    await publisher.publish(accountOpened, { accountId: 'a2', email: 'moussa@exemple.sn' }, 'evt-a2');
    await publisher.publish(accountOpened, { accountId: 'a3', email: 'fatou@exemple.sn' }, 'evt-a3');

    await until(() => received.some((e) => e.id === 'evt-a3'));
    expect(received.filter((e) => e.id === 'evt-a2')).toHaveLength(1);
  });

  it('gives every event to each of two handlers of it when the second names its consumer', async () => {
    const publisher = app.get(EventPublisher);
    const ids = ['evt-b1', 'evt-b2', 'evt-b3', 'evt-b4'];
    for (const [index, id] of ids.entries()) {
      await publisher.publish(accountOpened, { accountId: `b${index}`, email: 'binta@exemple.sn' }, id);
    }

    await until(() => ids.every((id) => received.some((e) => e.id === id) && audited.includes(id)));
    expect(audited.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('refuses to start with two handlers of one event on the same consumer (they would split it)', async () => {
    await expect(
      startService(inject('infra').natsUrl, [AccountsListener, AccountsMailerListener]),
    ).rejects.toThrow('Two @OnEvent handlers share the consumer events-test--test-account-opened');
  });

  it('refuses to publish a payload that breaks the contract', async () => {
    await expect(
      app.get(EventPublisher).publish(accountOpened, { accountId: 'a4', email: 'pas-un-email' }),
    ).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('retries a failed handler until it succeeds', async () => {
    failuresLeft.set('a5', 2);
    await app
      .get(EventPublisher)
      .publish(accountOpened, { accountId: 'a5', email: 'ibrahima@exemple.sn' }, 'evt-a5');

    await until(() => received.some((e) => e.id === 'evt-a5'), 15_000);
    expect(failuresLeft.get('a5')).toBe(0);
  });

  it('drops a malformed message and keeps delivering the next ones', async () => {
    await jetstream(connection).publish(
      eventSubject(namespace, accountOpened),
      JSON.stringify({ id: 'evt-bad', occurredAt: new Date().toISOString(), payload: { accountId: 42 } }),
    );
    await app
      .get(EventPublisher)
      .publish(accountOpened, { accountId: 'a6', email: 'khady@exemple.sn' }, 'evt-a6');

    await until(() => received.some((e) => e.id === 'evt-a6'));
    expect(received.some((e) => e.id === 'evt-bad')).toBe(false);
  });

  it('delivers what was published while the service was down once it is back', async () => {
    await app.close();
    const publisherApp = await NestFactory.createApplicationContext(
      (() => {
        @Module({
          imports: [
            ConfigModule.forRoot(
              loadConfig(baseConfigSchema, {
                NATS_URL: inject('infra').natsUrl,
                NATS_NAMESPACE: namespace,
              }),
            ),
            loggingModule(`${service}-publisher`, 'silent'),
            EventsModule.forRoot(`${service}-publisher`),
          ],
        })
        class PublisherModule {}
        return PublisherModule;
      })(),
      { logger: false },
    );
    await publisherApp
      .get(EventPublisher)
      .publish(accountOpened, { accountId: 'a7', email: 'aminata@exemple.sn' }, 'evt-a7');
    await publisherApp
      .get(EventPublisher)
      .publish(accountOpened, { accountId: 'a8', email: 'cheikh@exemple.sn' }, 'evt-a8');
    await publisherApp.close();
    expect(received.some((e) => e.id === 'evt-a7')).toBe(false);

    app = await startService(inject('infra').natsUrl);

    await until(() => received.some((e) => e.id === 'evt-a8'));
    expect(received.map((e) => e.id)).toEqual(expect.arrayContaining(['evt-a7', 'evt-a8']));
  });

  it('lets every follower replay the events since its start time, then follow new ones', async () => {
    const publisher = app.get(EventPublisher);
    await publisher.publish(accountOpened, { accountId: 'f1', email: 'old@exemple.sn' }, 'evt-f1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const since = new Date();
    await publisher.publish(accountOpened, { accountId: 'f2', email: 'recent@exemple.sn' }, 'evt-f2');

    const seenBy = [new Array<string>(), new Array<string>()];
    const stops = await Promise.all(
      seenBy.map((seen) =>
        followEvents({
          connection,
          namespace,
          event: accountOpened,
          since,
          handle: (event) => seen.push(event.payload.accountId),
          logger: pino({ level: 'silent' }),
        }),
      ),
    );
    await publisher.publish(accountOpened, { accountId: 'f3', email: 'new@exemple.sn' }, 'evt-f3');

    await until(() => seenBy.every((seen) => seen.includes('f3')));
    for (const stop of stops) await stop();
    // Both followers got both events (no sharing between them), and nothing before `since`.
    expect(seenBy).toEqual([
      ['f2', 'f3'],
      ['f2', 'f3'],
    ]);
  });
});
