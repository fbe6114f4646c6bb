import { type z } from 'zod';
import { eventsStreamName } from '../common/events.js';
import { type RpcContract, rpcSubject } from '../common/rpc.js';
import { SERVICE_NAMES, type ServiceName } from '../common/services.js';
import { LedgerCreditsRpc } from '../ledger/credits.contracts.js';
import { LedgerProductsRpc } from '../ledger/products.contracts.js';
import { ProfilesRpc } from '../profiles/profiles.subjects.js';
import { EVENT_CONSUMERS, OBJECT_STORES } from './event-consumers.js';

/** Every app that connects to NATS, each with its own identity (user) on the server. */
export const NATS_APPS = ['gateway', ...SERVICE_NAMES] as const;
export type NatsApp = (typeof NATS_APPS)[number];

type AnyContract = RpcContract<z.ZodType, z.ZodType>;

/**
 * What a service asks of another: nothing else may leave it. A new call between services must be
 * added here, or the server refuses it (and `nats-trust-boundary` fails for the ones it covers).
 */
export const SERVICE_CALLS: Record<ServiceName, readonly AnyContract[]> = {
  identity: [],
  // Boosts are paid: spend, and refund when the boost could not be applied (PaidActions).
  profiles: [LedgerCreditsRpc.spend, LedgerCreditsRpc.refund],
  // The job board's search reads the trades' synonyms kept by profiles.
  jobs: [LedgerCreditsRpc.spend, LedgerCreditsRpc.refund, ProfilesRpc.searchSynonyms],
  feed: [],
  messaging: [ProfilesRpc.get, ProfilesRpc.byIds],
  ledger: [],
  payments: [LedgerCreditsRpc.grant, LedgerProductsRpc.creditPack],
  // 'Voir plus' is paid; the answers fill {prenom} and {credits}.
  assistant: [
    LedgerCreditsRpc.spend,
    LedgerCreditsRpc.refund,
    LedgerCreditsRpc.balance,
    ProfilesRpc.mine,
    ProfilesRpc.search,
  ],
};

/**
 * Operations that trust a null actor as a service (minting and giving back credits): the gateway,
 * which speaks for people, may not even send them — whatever it is tricked into.
 */
export const SERVICE_ONLY_CALLS: readonly AnyContract[] = [LedgerCreditsRpc.grant, LedgerCreditsRpc.refund];

/**
 * The prefix of an app's reply subjects (nats.js `inboxPrefix`, requests and JetStream alike): the
 * server lets each user subscribe to its own only.
 */
export function natsInboxPrefix(app: string): string {
  return `_INBOX_${app}`;
}

/** A user's permissions in the NATS server's configuration (`authorization.users[].permissions`). */
export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[] };
  /** May answer the requests it received (their reply subjects), and only those. */
  allow_responses?: boolean;
}

/**
 * The subjects each app may use in one environment (`NATS_NAMESPACE`):
 * - RPC: a service receives its own operations (`<ns>.rpc.<service>.>`) and sends only its
 *   SERVICE_CALLS; the gateway sends any operation but the SERVICE_ONLY_CALLS. So only the gateway
 *   can send a request on behalf of a member, and only payments can mint credits.
 * - Events: each publishes its own (`<ns>.events.<app>.…`, and the admin audit trail), reads all.
 * - JetStream (jetStreamApi): the events stream and its own durable consumers, the object stores
 *   it opens; acknowledgements and flow control.
 * - Replies only on its own inboxes (natsInboxPrefix): another app cannot read the answers to
 *   the gateway's requests, members' data.
 */
export function natsPermissions(app: NatsApp, namespace: string): NatsPermissions {
  const rpc = (contract: AnyContract) => rpcSubject(namespace, contract.subject);
  const { allow: jetstream, deny: othersConsumers } = jetStreamApi(app, namespace);
  const events = [`${namespace}.events.${app}.>`, `${namespace}.events.audit.>`];
  if (app === 'gateway') {
    return {
      publish: {
        allow: [`${namespace}.rpc.>`, ...events, ...jetstream],
        deny: [...SERVICE_ONLY_CALLS.map(rpc), ...othersConsumers],
      },
      subscribe: { allow: [`${natsInboxPrefix(app)}.>`, `${namespace}.events.>`] },
    };
  }
  return {
    publish: { allow: [...SERVICE_CALLS[app].map(rpc), ...events, ...jetstream] },
    subscribe: { allow: [`${namespace}.rpc.${app}.>`, `${natsInboxPrefix(app)}.>`, `${namespace}.events.>`] },
    allow_responses: true,
  };
}

/**
 * JetStream's API as one app needs it, from EVENT_CONSUMERS and OBJECT_STORES: any app may create
 * or update the events stream (whichever starts first does), and create, read, pull from and
 * delete its own durable consumers, and acknowledge their messages only. The gateway also follows the stream with ordered consumers,
 * named at random, so it may use any consumer name but the other apps' durables (`deny`). An
 * object store's stream and its consumers belong to the apps that open it; `$O.<bucket>.>` too.
 */
function jetStreamApi(app: NatsApp, namespace: string): { allow: string[]; deny: string[] } {
  const stream = eventsStreamName(namespace);
  const consumerApi = (streamName: string, consumer: string) => [
    `$JS.API.CONSUMER.CREATE.${streamName}.${consumer}`,
    // With a single filter subject, the subject goes after the name.
    `$JS.API.CONSUMER.CREATE.${streamName}.${consumer}.>`,
    `$JS.API.CONSUMER.INFO.${streamName}.${consumer}`,
    `$JS.API.CONSUMER.DELETE.${streamName}.${consumer}`,
    `$JS.API.CONSUMER.MSG.NEXT.${streamName}.${consumer}`,
    // Acknowledging its messages, and answering a push consumer's flow control.
    `$JS.ACK.${streamName}.${consumer}.>`,
    `$JS.FC.${streamName}.${consumer}.*`,
  ];
  const streamApi = (streamName: string) =>
    ['INFO', 'CREATE', 'UPDATE'].map((operation) => `$JS.API.STREAM.${operation}.${streamName}`);
  const objectStores = OBJECT_STORES.filter((store) => store.apps.includes(app)).flatMap((store) => {
    const bucket = store.bucket(namespace);
    const objects = `OBJ_${bucket}`;
    return [
      ...streamApi(objects),
      `$JS.API.STREAM.PURGE.${objects}`,
      `$JS.API.STREAM.MSG.GET.${objects}`,
      `$JS.API.DIRECT.GET.${objects}`,
      `$JS.API.DIRECT.GET.${objects}.>`,
      // Reading an object is an ordered push consumer, named at random.
      ...consumerApi(objects, '*'),
      `$O.${bucket}.>`,
    ];
  });
  const consumers =
    app === 'gateway'
      ? consumerApi(stream, '*')
      : EVENT_CONSUMERS[app].flatMap((durable) => consumerApi(stream, durable));
  const deny =
    app === 'gateway'
      ? NATS_APPS.filter((other) => other !== app)
          .flatMap((other) => EVENT_CONSUMERS[other])
          .flatMap((durable) => consumerApi(stream, durable))
      : [];
  return {
    allow: ['$JS.API.INFO', ...streamApi(stream), ...consumers, ...objectStores],
    deny,
  };
}

/**
 * The `authorization` block of a NATS server's configuration for one environment, one user per
 * app with its password (from the Secret the app reads NATS_PASSWORD from).
 */
export function natsAuthorization(
  namespace: string,
  passwords: Record<NatsApp, string>,
): { users: { user: NatsApp; password: string; permissions: NatsPermissions }[] } {
  return {
    users: NATS_APPS.map((app) => ({
      user: app,
      password: passwords[app],
      permissions: natsPermissions(app, namespace),
    })),
  };
}

/**
 * What an app's NATS password must look like. The NATS server reads a `$NAME` reference as a
 * configuration value, so a password that looks like a number, a size or a boolean ('12ab…',
 * '0e12…', '1k', 'true') is not read as the string it is, and the server refuses to start or the
 * app to connect. A letter first, then at least 15 letters, digits, '-' or '_', is always a string.
 */
export const NATS_PASSWORD_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{15,}$/;

/** A new random NATS password that the server reads as it is (NATS_PASSWORD_PATTERN). */
export function newNatsPassword(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return `n${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The NATS server's environment variable that holds one app's password (deployment files). */
export function natsPasswordVariable(app: NatsApp): string {
  return `NATS_PASSWORD_${app.toUpperCase()}`;
}

/**
 * `natsAuthorization` as a NATS server configuration file for the deployments (compose, every
 * Kubernetes overlay): the permissions written out, the passwords left as `$NATS_PASSWORD_<APP>`
 * references the server reads from its environment (a Secret), so the file holds no secret and
 * is the same everywhere. Kept in step by a test (k8s/base/nats-authorization.conf).
 */
export function natsAuthorizationFile(namespace: string): string {
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, `$${natsPasswordVariable(app)}`]));
  const block = JSON.stringify(natsAuthorization(namespace, passwords as Record<NatsApp, string>), null, 2);
  // A quoted "$X" is a literal string to NATS; a bare $X is the variable.
  return `authorization: ${block.replace(/"(\$NATS_PASSWORD_[A-Z_]+)"/g, '$1')}\n`;
}
