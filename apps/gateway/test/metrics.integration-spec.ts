import {
  type AppProcess,
  type Backend,
  graphql,
  metricSample,
  probeUrl,
  signedInPerson,
  startBackend,
} from '@liggeey/testing';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Louga-Mesures-2026!';
const DASHBOARD = new URL('../../../deploy/grafana/liggeey.json', import.meta.url);
const SERVICES = ['identity', 'profiles', 'ledger', 'payments', 'messaging'] as const;

describe('Prometheus metrics on the probe port of the gateway and the services', () => {
  let backend: Backend;
  let db: pg.Client;
  let member: { headers: Record<string, string> };

  const scrape = async (app: AppProcess) => {
    const response = await fetch(`${probeUrl(app)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const service = (name: (typeof SERVICES)[number]) => {
    const app = backend.services.get(name);
    if (!app) throw new Error(`${name} not started`);
    return app;
  };

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'metrics',
      services: [...SERVICES],
      env: { HEALTH_PORT: '0' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    member = await signedInPerson(backend, db, inject('infra').natsUrl, {
      type: 'worker',
      fullName: 'Aliou Cissé',
      profession: 'Soudeur',
      password: PASSWORD,
    });
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('counts requests by route, subject and result code, on the gateway and on the service that answered', async () => {
    for (let n = 0; n < 3; n += 1) {
      expect((await graphql(backend.gatewayUrl, '{ localities { id } }')).errors).toBeUndefined();
    }
    const refused = await graphql(backend.gatewayUrl, '{ profile(id: "pas-un-identifiant") { id } }', {
      headers: member.headers,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const gateway = await scrape(backend.gateway);
    expect(
      metricSample(gateway, 'liggeey_http_request_duration_seconds_count', {
        app: 'gateway',
        method: 'POST',
        route: '/graphql',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(4);
    expect(
      metricSample(gateway, 'liggeey_rpc_client_duration_seconds_count', {
        subject: 'profiles.localities.list',
        code: 'OK',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Refused by the request's contract before it left the gateway.
    expect(
      metricSample(gateway, 'liggeey_rpc_client_duration_seconds_count', {
        subject: 'profiles.profile.get',
        code: 'VALIDATION_FAILED',
      }),
    ).toBe(1);
    expect(metricSample(gateway, 'liggeey_realtime_sockets')).toBe(0);
    expect(metricSample(gateway, 'nodejs_eventloop_lag_seconds', { app: 'gateway' })).toBeGreaterThanOrEqual(
      0,
    );

    const profiles = await scrape(service('profiles'));
    expect(
      metricSample(profiles, 'liggeey_rpc_server_duration_seconds_count', {
        app: 'profiles',
        subject: 'profiles.localities.list',
        code: 'OK',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metricSample(profiles, 'liggeey_rpc_server_duration_seconds_bucket', {
        subject: 'profiles.localities.list',
        code: 'OK',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(metricSample(profiles, 'liggeey_nats_reconnects_total', { connection: 'server' })).toBe(0);
    // Its durable consumers report what they still have to handle (nothing, once caught up).
    expect(profiles).toMatch(/^liggeey_jetstream_consumer_lag\{durable="profiles--[^"]+"/m);
  });

  it("counts the ledger's refusals by kind and outcome", async () => {
    const spent = await graphql(
      backend.gatewayUrl,
      'mutation { spendCredits(input: { amount: 5, description: "Test", idempotencyKey: "mesure-1" }) { balance } }',
      { headers: member.headers },
    );
    expect(spent.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const ledger = await scrape(service('ledger'));
    expect(
      metricSample(ledger, 'liggeey_ledger_movements_total', { kind: 'spend', outcome: 'insufficient' }),
    ).toBe(1);
    expect(metricSample(ledger, 'liggeey_rpc_server_duration_seconds_count', { code: 'CONFLICT' })).toBe(1);
  });

  it('charts in the Grafana dashboard every metric the apps define, and only those', async () => {
    const scrapes = await Promise.all([backend.gateway, ...SERVICES.map(service)].map(scrape));
    const defined = new Set(
      scrapes.flatMap((text) => [...text.matchAll(/^# TYPE (\w+) /gm)].map((m) => m[1])),
    );
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const charted = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) =>
          // A histogram is charted through its _bucket, _count and _sum series.
          [...target.expr.matchAll(/\b((?:liggeey|nodejs)_\w+?)(?:_bucket|_count|_sum)?\b/g)].map(
            (m) => m[1],
          ),
        ),
      ),
    );

    expect([...charted].filter((name) => !defined.has(name))).toEqual([]);
    expect([...defined].filter((name) => name?.startsWith('liggeey_') && !charted.has(name))).toEqual([]);
  });

  it('keeps /metrics off the public port', async () => {
    expect((await fetch(`${backend.gatewayUrl}/metrics`)).status).toBe(404);
  });
});
