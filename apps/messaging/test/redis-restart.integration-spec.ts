import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  type Maildev,
  freePort,
  graphql,
  publishEvent,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const SUBSCRIBE = 'mutation($e: String!) { subscribeToNewsletter(email: $e) { email } }';

/**
 * Redis restarted under the running apps (issue 21), a Redis of this test's own without
 * persistence (the worst case: its queues come back empty). The e-mail queue (BullMQ) resumes by
 * itself and a registration that arrived while Redis was away is mailed once: its event is
 * redelivered by JetStream until the job could be queued. The gateway's limits fail open meanwhile.
 */
describe('faults: Redis restarted under the running apps', () => {
  let redis: ChildProcess;
  let redisPort: number;
  let maildev: Maildev;
  let backend: Backend;

  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until(async () => {
      const client = new Redis({ port: redisPort, lazyConnect: true, maxRetriesPerRequest: 0 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
        return true;
      } catch {
        return false;
      } finally {
        client.disconnect();
      }
    }, Boolean);
  };
  const registration = (fullName: string, email: string) => ({
    userId: randomUUID(),
    email,
    fullName,
    type: 'worker' as const,
    profession: 'Électricien',
    confirmationUrl: `http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=${randomUUID()}`,
  });
  const register = (payload: ReturnType<typeof registration>) =>
    publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, payload);
  const mailsTo = async (address: string) =>
    (await maildev.inbox()).filter((mail) => mail.to[0]?.address === address).length;

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    maildev = await startMaildev();
    backend = await startBackend(
      { ...inject('infra'), redisUrl: `redis://127.0.0.1:${redisPort}` },
      { label: 'redis_restart', services: ['messaging'], env: { SMTP_URL: maildev.smtpUrl } },
    );
  }, 60_000);

  afterAll(async () => {
    await backend.stop();
    maildev.stop();
    redis.kill();
  });

  it('mails a registration made while Redis was away once it is back, and keeps the newsletter open meanwhile', async () => {
    await register(registration('Awa Diop', 'awa.diop@exemple.sn'));
    await until(
      () => mailsTo('awa.diop@exemple.sn'),
      (count) => count === 1,
    );

    redis.kill('SIGKILL');
    await once(redis, 'exit');
    await register(registration('Ousmane Sow', 'ousmane.sow@exemple.sn'));
    // Limits counted in Redis let people through rather than refusing everyone.
    const subscribed = await graphql(backend.gatewayUrl, SUBSCRIBE, {
      variables: { e: 'lecteur@exemple.sn' },
    });
    expect(subscribed.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailsTo('ousmane.sow@exemple.sn')).toBe(0);

    await startRedis();
    await until(
      () => mailsTo('ousmane.sow@exemple.sn'),
      (count) => count === 1,
      45_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailsTo('ousmane.sow@exemple.sn')).toBe(1);
    expect(await mailsTo('awa.diop@exemple.sn')).toBe(1);
  }, 90_000);
});
