import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from '../index.js';
import { LEDGER_CALLERS } from '../ledger/ledger-callers.js';
import { SERVICE_NAMES } from '../common/services.js';
import { EVENT_CONSUMERS, GATEWAY_DURABLES, OBJECT_STORES, eventDurableName } from './event-consumers.js';
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

const registry = contracts as unknown as Record<
  string,
  Record<string, { subject?: string; name?: string; payload?: unknown } | undefined>
>;

/** The source of an app's own code, file by file (generated code and unit tests left out). */
function sourcesOf(app: string): string[] {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        sources.push(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(join(APPS_DIR, app, 'src'));
  return sources;
}

/** Every `<Name>Rpc.<operation>` a service's own code sends, as subjects. */
function subjectsCalledBy(service: string): Set<string> {
  const called = new Set<string>();
  for (const source of sourcesOf(service)) {
    for (const [, group, operation] of source.matchAll(/\b([A-Z]\w*Rpc)\.(\w+)\b/g)) {
      const subject = registry[group ?? '']?.[operation ?? '']?.subject;
      if (subject) called.add(subject);
    }
  }
  return called;
}

/**
 * The durable consumers an app's code declares: each `@OnEvent(<Name>Events.<event>, { consumer })`
 * of a service, each `startEventConsumer({ service, event })` of the gateway.
 */
function durablesDeclaredBy(app: string): string[] {
  const event = (group = '', name = '') => {
    const contract = registry[group]?.[name];
    if (!contract?.name) throw new Error(`${group}.${name} is not an event contract`);
    return contract as { name: string; payload: never };
  };
  return sourcesOf(app).flatMap((source) => [
    ...[...source.matchAll(/@OnEvent\(\s*(\w+)\.(\w+)(?:,\s*\{\s*consumer:\s*'([^']+)'\s*\})?/g)].map(
      ([, group, name, consumer]) => eventDurableName(app, event(group, name), consumer),
    ),
    ...[...source.matchAll(/startEventConsumer\(\{[^}]*?service: '([^']+)',[^}]*?event: (\w+)\.(\w+)/gs)].map(
      ([, service, group, name]) => eventDurableName(service ?? '', event(group, name)),
    ),
  ]);
}

describe('NATS permissions of the apps', () => {
  it.each(SERVICE_NAMES)("lets %s send every other service's operation its code calls", (service) => {
    const allowed = new Set(SERVICE_CALLS[service].map((contract) => contract.subject));
    const foreign = [...subjectsCalledBy(service)].filter((subject) => !subject.startsWith(`${service}.`));

    expect(foreign.filter((subject) => !allowed.has(subject))).toEqual([]);
  });

  it("keeps the service-only operations those the ledger trusts from services alone, and off the gateway's list", () => {
    for (const contract of SERVICE_ONLY_CALLS) expect(LEDGER_CALLERS[contract.subject]).toBe('service');
    expect(
      natsPermissions('gateway', 'prod').publish.deny?.filter((subject) => subject.includes('.rpc.')),
    ).toEqual(['prod.rpc.ledger.credits.grant', 'prod.rpc.ledger.credits.refund']);
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

describe("NATS permissions on JetStream's API", () => {
  const stream = 'PROD_EVENTS';

  it.each(NATS_APPS)('lists the durable consumers %s declares in its code, and only those', (app) => {
    const declared = durablesDeclaredBy(app);
    // The realtime bridge takes its names from GATEWAY_DURABLES itself.
    const listed = app === 'gateway' ? [GATEWAY_DURABLES.postMedia] : EVENT_CONSUMERS[app];

    expect([...declared].sort()).toEqual([...listed].sort());
  });

  it('lists every app that opens an object store', () => {
    for (const app of NATS_APPS) {
      const opens = sourcesOf(app).some((source) => source.includes('lazyObjectStore('));
      expect(OBJECT_STORES.some((store) => store.apps.includes(app))).toBe(opens);
    }
  });

  it("lets a service manage the events stream and its own consumers, never delete the stream or use another's", () => {
    const { allow } = natsPermissions('jobs', 'prod').publish;
    expect(allow.filter((subject) => subject.startsWith('$JS.API.') && subject.endsWith('>'))).toEqual(
      EVENT_CONSUMERS.jobs.map((durable) => `$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`),
    );
    expect(allow).toContain(`$JS.API.STREAM.UPDATE.${stream}`);
    expect(allow).toContain(`$JS.API.CONSUMER.MSG.NEXT.${stream}.jobs--identity-user-deleted`);
    expect(allow).not.toContain(`$JS.API.STREAM.DELETE.${stream}`);
    expect(allow.filter((subject) => subject.includes('.ledger--') || subject.startsWith('$O.'))).toEqual([]);
  });

  it("lets the gateway follow the stream with consumers of any name but the services' durables", () => {
    const { allow, deny } = natsPermissions('gateway', 'prod').publish;
    expect(allow).toContain(`$JS.API.CONSUMER.CREATE.${stream}.*.>`);
    expect(deny).toContain(`$JS.API.CONSUMER.CREATE.${stream}.ledger--identity-user-confirmed.>`);
    expect(deny).toContain(`$JS.API.CONSUMER.MSG.NEXT.${stream}.ledger--identity-user-confirmed`);
    expect(deny?.some((subject) => subject.includes('.gateway'))).toBe(false);
    expect(allow).toContain('$O.prod_assistant_training_files.>');
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
