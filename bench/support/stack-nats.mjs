import { PASSWORDS_FILE, stackNatsPort } from '@liggeey/stack';
import { connect } from '@nats-io/transport-node';
import { existsSync, readFileSync } from 'node:fs';

/**
 * A connection to `npm start`'s NATS as one of its apps (its server admits no one else), or to
 * NATS_URL as given, without credentials, when the stack runs on another NATS.
 */
export async function connectToStackNats(app) {
  const given = process.env.NATS_URL;
  if (given !== undefined || !existsSync(PASSWORDS_FILE)) {
    return connect({ servers: given ?? 'nats://127.0.0.1:4222', name: `bench-${app}` });
  }
  const passwords = JSON.parse(readFileSync(PASSWORDS_FILE, 'utf8'));
  // After the build, as npm start: the app's own reply inboxes, the only ones it may read.
  const { natsInboxPrefix } = await import('@liggeey/contracts');
  return connect({
    servers: `nats://127.0.0.1:${stackNatsPort(process.env)}`,
    name: `bench-${app}`,
    user: app,
    pass: passwords[app],
    inboxPrefix: natsInboxPrefix(app),
  });
}
