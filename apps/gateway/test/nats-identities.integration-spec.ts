import {
  EVENT_CONSUMERS,
  NATS_APPS,
  type NatsApp,
  SERVICE_NAMES,
  eventsStreamName,
  natsInboxPrefix,
} from '@liggeey/contracts';
import {
  type Backend,
  type OwnNatsServer,
  deleteNamespaceKeys,
  eventually,
  graphql,
  startBackend,
  startNatsWithIdentities,
  testNamespace,
} from '@liggeey/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const HEALTH = '{ health { status services { name status } } }';

/**
 * The whole back end on a NATS server of its own with the deployments' identities and permissions
 * (`natsAuthorizationFile`), each app connected as itself: the narrowed permissions (private reply
 * inboxes, JetStream's API per app) leave every app able to start, answer and consume.
 */
describe('the back end under its NATS identities', () => {
  const namespace = testNamespace();
  let passwords: Record<NatsApp, string>;
  const clients: NatsConnection[] = [];
  let nats: OwnNatsServer;
  let backend: Backend;

  beforeAll(async () => {
    ({ nats, passwords } = await startNatsWithIdentities(namespace, 'gateway'));
    backend = await startBackend(inject('infra'), {
      label: 'nats_identities',
      env: { NATS_URL: nats.url, NATS_NAMESPACE: namespace },
      envOf: (app) => ({ NATS_USER: app, NATS_PASSWORD: passwords[app as NatsApp] }),
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await backend.stop();
    await deleteNamespaceKeys(inject('infra').redisUrl, namespace);
    await nats.stop();
  });

  it('answers the gateway from every service, on its private inboxes', async () => {
    const result = await graphql<{
      health: { status: string; services: { name: string; status: string }[] };
    }>(backend.gatewayUrl, HEALTH);

    expect(result.data?.health.services.map((s) => [s.name, s.status])).toEqual(
      SERVICE_NAMES.map((name) => [name, 'ok']),
    );
  });

  it('lets every app create each durable consumer of EVENT_CONSUMERS, under its own identity', async () => {
    const stream = eventsStreamName(namespace);
    for (const app of NATS_APPS) {
      const connection = await connect({
        servers: nats.url,
        user: app,
        pass: passwords[app],
        inboxPrefix: natsInboxPrefix(app),
      });
      clients.push(connection);
      const manager = await jetstreamManager(connection);
      for (const durable of EVENT_CONSUMERS[app]) {
        await eventually(async () => {
          await expect(manager.consumers.info(stream, durable), `${app}: ${durable}`).resolves.toBeDefined();
        });
      }
    }
  });
});
