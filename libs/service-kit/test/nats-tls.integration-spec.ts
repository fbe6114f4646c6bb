import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthRpc } from '@liggeey/contracts';
import {
  type AppProcess,
  type OwnNatsServer,
  type TestDatabase,
  createTestDatabase,
  migratedTemplate,
  startApp,
  startNatsServer,
  testNamespace,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NatsRpcClient, baseConfigSchema, loadConfig, natsConnectOptions } from '../src/index.js';

/** A CA and a NATS server certificate it signs, for 127.0.0.1, as cert-manager makes them in production. */
function makeCertificates(dir: string): { ca: string; cert: string; key: string } {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-subj',
    '/CN=Liggeey test CA',
    '-days',
    '1',
  );
  openssl('req', ...ecKey, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=nats');
  writeFileSync(file('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-extfile',
    file('san.ext'),
    '-days',
    '1',
    '-out',
    file('server.pem'),
  );
  return { ca: file('ca.pem'), cert: file('server.pem'), key: file('server.key') };
}

/**
 * NATS over TLS (issue 18, the production overlay): a NATS server of its own that speaks TLS only,
 * with a certificate from a CA of the test's own; a service given that CA (NATS_TLS_CA) and a
 * `tls://` URL connects and answers, a client that does not trust the CA cannot connect.
 */
describe('NATS over TLS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nats-tls-'));
  const namespace = testNamespace();
  const clients: NatsConnection[] = [];
  let certificates: { ca: string; cert: string; key: string };
  let nats: OwnNatsServer;
  let url: string;
  let database: TestDatabase;
  let ledger: AppProcess;

  beforeAll(async () => {
    const infra = inject('infra');
    certificates = makeCertificates(dir);
    nats = await startNatsServer({
      config: `tls ${JSON.stringify({ cert_file: certificates.cert, key_file: certificates.key })}`,
      connectAs: natsConnectOptions({ NATS_TLS_CA: certificates.ca }),
    });
    url = nats.url.replace('nats://', 'tls://');
    database = await createTestDatabase(
      infra.databaseUrl,
      'nats_tls',
      await migratedTemplate(infra.databaseUrl),
    );
    ledger = await startApp('ledger', {
      env: {
        NATS_NAMESPACE: namespace,
        NATS_URL: url,
        NATS_TLS_CA: certificates.ca,
        DATABASE_URL: database.url,
        REDIS_URL: infra.redisUrl,
        SHUTDOWN_GRACE_MS: '200',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await ledger.stop();
    await database.drop();
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects an app given the CA and a tls:// URL: the ledger started on it answers over TLS', async () => {
    const config = loadConfig(baseConfigSchema, { NATS_URL: url, NATS_TLS_CA: certificates.ca });
    const connection = await connect({ servers: config.NATS_URL, ...natsConnectOptions(config) });
    clients.push(connection);

    expect(connection.info?.tls_required).toBe(true);
    await expect(
      new NatsRpcClient(connection, namespace).request(healthRpc('ledger'), {}, { timeoutMs: 3_000 }),
    ).resolves.toBeDefined();
  });

  it('refuses a client that does not trust the CA', async () => {
    await expect(connect({ servers: url, timeout: 3_000 })).rejects.toThrow(/certificate/i);
  });
});
