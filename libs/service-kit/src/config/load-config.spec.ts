import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, natsConnectOptions, serviceConfigSchema } from './load-config.js';

describe('loadConfig', () => {
  it('applies the loopback defaults of the quick start', () => {
    const config = loadConfig(serviceConfigSchema, {});

    expect(config.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/liggeey');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.DATABASE_POOL_MAX).toBe(5);
  });

  it('names every bad variable, one line each', () => {
    const load = () =>
      loadConfig(serviceConfigSchema, {
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        DATABASE_POOL_MAX: '0',
      });

    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(
      message
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.split(':')[0]),
    ).toEqual(['- LOG_LEVEL', '- DATABASE_URL', '- DATABASE_POOL_MAX']);
  });

  it('refuses a NATS password the NATS server would not read as it is, and the template placeholder', () => {
    for (const password of ['12ab34cd56ef78ab90cd', 'CHANGE-ME']) {
      expect(() => loadConfig(serviceConfigSchema, { NATS_USER: 'ledger', NATS_PASSWORD: password })).toThrow(
        /NATS_PASSWORD/,
      );
    }
    expect(
      loadConfig(serviceConfigSchema, { NATS_USER: 'ledger', NATS_PASSWORD: 'liggeey-dev-nats-ledger' })
        .NATS_PASSWORD,
    ).toBe('liggeey-dev-nats-ledger');
  });

  it('coerces numbers from strings', () => {
    expect(loadConfig(serviceConfigSchema, { SHUTDOWN_GRACE_MS: '1500' }).SHUTDOWN_GRACE_MS).toBe(1500);
  });
});

describe('natsConnectOptions', () => {
  it("presents no identity and plain NATS when nothing is set (the tests' shared server)", () => {
    expect(natsConnectOptions(loadConfig(serviceConfigSchema, {}))).toEqual({});
  });

  it("gives an app its own reply inboxes and, with NATS_TLS_CA, the CA's certificate to trust", () => {
    const ca = join(mkdtempSync(join(tmpdir(), 'nats-ca-')), 'ca.pem');
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\n');
    const config = loadConfig(serviceConfigSchema, {
      NATS_URL: 'tls://nats:4222',
      NATS_USER: 'ledger',
      NATS_PASSWORD: 'liggeey-dev-nats-ledger',
      NATS_TLS_CA: ca,
    });

    expect(natsConnectOptions(config)).toEqual({
      user: 'ledger',
      pass: 'liggeey-dev-nats-ledger',
      inboxPrefix: '_INBOX_ledger',
      tls: { ca: '-----BEGIN CERTIFICATE-----\n' },
    });
    expect(() => natsConnectOptions({ ...config, NATS_TLS_CA: join(ca, 'absent') })).toThrow(
      /ENOENT|ENOTDIR/,
    );
  });
});
