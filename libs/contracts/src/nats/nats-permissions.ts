import { type z } from 'zod';
import { type RpcContract, rpcSubject } from '../common/rpc.js';
import { SERVICE_NAMES, type ServiceName } from '../common/services.js';
import { LedgerCreditsRpc } from '../ledger/credits.contracts.js';
import { LedgerProductsRpc } from '../ledger/products.contracts.js';
import { ProfilesRpc } from '../profiles/profiles.subjects.js';

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
  jobs: [LedgerCreditsRpc.spend, LedgerCreditsRpc.refund],
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
 * - JetStream's API, acknowledgements, flow control and object stores, and replies on `_INBOX`.
 */
export function natsPermissions(app: NatsApp, namespace: string): NatsPermissions {
  const rpc = (contract: AnyContract) => rpcSubject(namespace, contract.subject);
  const jetstream = ['$JS.API.>', '$JS.ACK.>', '$JS.FC.>', '$O.>'];
  const events = [`${namespace}.events.${app}.>`, `${namespace}.events.audit.>`];
  if (app === 'gateway') {
    return {
      publish: { allow: [`${namespace}.rpc.>`, ...events, ...jetstream], deny: SERVICE_ONLY_CALLS.map(rpc) },
      subscribe: { allow: ['_INBOX.>', `${namespace}.events.>`] },
    };
  }
  return {
    publish: { allow: [...SERVICE_CALLS[app].map(rpc), ...events, ...jetstream] },
    subscribe: { allow: [`${namespace}.rpc.${app}.>`, '_INBOX.>', `${namespace}.events.>`] },
    allow_responses: true,
  };
}

/**
 * The `authorization` block of a NATS server's configuration for one environment, one user per
 * app with its password (from the Secret the app reads NATS_PASSWORD from). The events stream is
 * created by whichever app starts first, so every app may manage it through JetStream's API.
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
