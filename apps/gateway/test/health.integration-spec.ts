import { SERVICE_NAMES } from '@liggeey/contracts';
import { type Backend, graphql, startBackend } from '@liggeey/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const HEALTH_TIMEOUT_MS = 1_000;
const HEALTH = '{ health { status services { name status latencyMs error } } }';

interface HealthData {
  health: {
    status: string;
    services: { name: string; status: string; latencyMs: number | null; error: string | null }[];
  };
}

describe('gateway health', () => {
  let backend: Backend;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'gateway_health',
      env: { HEALTH_TIMEOUT_MS: String(HEALTH_TIMEOUT_MS) },
    });
  });

  afterAll(async () => {
    await backend.stop();
  });

  it('reports every service ok when all eight answer', async () => {
    const result = await graphql<HealthData>(backend.gatewayUrl, HEALTH);

    expect(result.errors).toBeUndefined();
    expect(result.data?.health.status).toBe('ok');
    expect(result.data?.health.services.map((s) => [s.name, s.status])).toEqual(
      SERVICE_NAMES.map((n) => [n, 'ok']),
    );
  });

  it('reports a hung service down within the health timeout and keeps answering', async () => {
    const ledger = backend.services.get('ledger');
    ledger?.child.kill('SIGSTOP');
    try {
      const started = Date.now();
      const result = await graphql<HealthData>(backend.gatewayUrl, HEALTH);
      const elapsed = Date.now() - started;

      const states = Object.fromEntries(result.data?.health.services.map((s) => [s.name, s]) ?? []);
      expect(result.data?.health.status).toBe('degraded');
      expect(states['ledger']?.status).toBe('down');
      expect(states['ledger']?.error).toBe('Le service ledger ne répond pas. Veuillez réessayer plus tard.');
      expect(states['identity']?.status).toBe('ok');
      expect(elapsed).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS);
      expect(elapsed).toBeLessThan(HEALTH_TIMEOUT_MS + 2_000);
    } finally {
      ledger?.child.kill('SIGCONT');
    }
  });

  it('reports a stopped service down at once and stays ready, reporting it in the readiness body', async () => {
    const payments = backend.services.get('payments');
    await payments?.stop('SIGTERM');
    // Nest closes the app, then re-raises the signal: a clean stop ends by SIGTERM, not a crash.
    expect(['SIGTERM', 0]).toContain(payments?.child.signalCode ?? payments?.child.exitCode);

    const started = Date.now();
    const result = await graphql<HealthData>(backend.gatewayUrl, HEALTH);
    expect(result.data?.health.services.find((s) => s.name === 'payments')?.status).toBe('down');
    // NATS answers "no responders" for a subject nobody listens to: no need to wait for the timeout.
    expect(Date.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS);

    const live = await fetch(`${backend.gatewayUrl}/health`);
    expect(live.status).toBe(200);
    // One service down must not take the gateway (and sign-in) out of its Service.
    const ready = await fetch(`${backend.gatewayUrl}/health/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as {
      status: string;
      nats: string;
      services: { name: string; status: string }[];
    };
    expect(body.status).toBe('degraded');
    expect(body.nats).toBe('ok');
    expect(body.services.find((s) => s.name === 'payments')?.status).toBe('down');
    expect(body.services.find((s) => s.name === 'identity')?.status).toBe('ok');
  });

  it('refuses an unknown service name with a French validation error', async () => {
    const result = await graphql(backend.gatewayUrl, '{ serviceHealth(name: "inconnu") { status } }');

    expect(result.errors?.[0]?.message).toBe('Service inconnu : inconnu.');
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
