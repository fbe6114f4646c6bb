import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from '../index.js';
import { LEDGER_CALLERS } from '../ledger/ledger-callers.js';
import { SERVICE_NAMES } from '../common/services.js';
import {
  NATS_APPS,
  NATS_PASSWORD_PATTERN,
  SERVICE_CALLS,
  SERVICE_ONLY_CALLS,
  natsAuthorizationFile,
  natsPasswordVariable,
  natsPermissions,
  newNatsPassword,
} from './nats-permissions.js';

const APPS_DIR = new URL('../../../../apps/', import.meta.url).pathname;

/** Every `<Name>Rpc.<operation>` a service's own code sends, as subjects. */
function subjectsCalledBy(service: string): Set<string> {
  const registry = contracts as unknown as Record<string, Record<string, { subject?: string } | undefined>>;
  const called = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const [, group, operation] of readFileSync(path, 'utf8').matchAll(/\b([A-Z]\w*Rpc)\.(\w+)\b/g)) {
          const subject = registry[group ?? '']?.[operation ?? '']?.subject;
          if (subject) called.add(subject);
        }
      }
    }
  };
  walk(join(APPS_DIR, service, 'src'));
  return called;
}

describe('NATS permissions of the apps', () => {
  it.each(SERVICE_NAMES)("lets %s send every other service's operation its code calls", (service) => {
    const allowed = new Set(SERVICE_CALLS[service].map((contract) => contract.subject));
    const foreign = [...subjectsCalledBy(service)].filter((subject) => !subject.startsWith(`${service}.`));

    expect(foreign.filter((subject) => !allowed.has(subject))).toEqual([]);
  });

  it("keeps the service-only operations those the ledger trusts from services alone, and off the gateway's list", () => {
    for (const contract of SERVICE_ONLY_CALLS) expect(LEDGER_CALLERS[contract.subject]).toBe('service');
    expect(natsPermissions('gateway', 'prod').publish.deny).toEqual([
      'prod.rpc.ledger.credits.grant',
      'prod.rpc.ledger.credits.refund',
    ]);
  });

  it("gives each service its own operations to take, and no one else's", () => {
    for (const service of SERVICE_NAMES) {
      const { subscribe, publish, allow_responses } = natsPermissions(service, 'prod');
      expect(subscribe.allow.filter((subject) => subject.startsWith('prod.rpc.'))).toEqual([
        `prod.rpc.${service}.>`,
      ]);
      expect(
        publish.allow.filter((subject) => subject.startsWith('prod.rpc.') && subject.endsWith('>')),
      ).toEqual([]);
      expect(allow_responses).toBe(true);
    }
    expect(
      natsPermissions('gateway', 'prod').subscribe.allow.some((subject) => subject.includes('.rpc.')),
    ).toBe(false);
  });
});

describe('the NATS authorization file of the deployments', () => {
  it('is the permissions table written out for the namespace the deployments use', async () => {
    // `npx vitest run -u <this file>` writes it again after a change of the table.
    await expect(natsAuthorizationFile('liggeey')).toMatchFileSnapshot(
      '../../../../k8s/base/nats-authorization.conf',
    );
  });

  it('makes passwords the server reads as strings, never as numbers, sizes or booleans', () => {
    const made = Array.from({ length: 200 }, () => newNatsPassword());
    for (const password of made) expect(password).toMatch(NATS_PASSWORD_PATTERN);
    expect(new Set(made).size).toBe(200);
    for (const unreadable of ['12ab34cd56ef78ab90', '0e1234567890abcdef', 'true', '1k']) {
      expect(unreadable).not.toMatch(NATS_PASSWORD_PATTERN);
    }
  });

  it('reads every password from the server environment, never a literal', () => {
    const file = natsAuthorizationFile('liggeey');
    for (const app of NATS_APPS) expect(file).toContain(`"password": $${natsPasswordVariable(app)},`);
    expect(file).not.toMatch(/"password": "/);
  });
});
