import {
  EventPublisher,
  baseConfigSchema,
  loadConfig,
  natsConnectOptions,
  withServiceDatabase,
} from '@liggeey/service-kit';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type MakeAdminOutcome, makeAdmin } from './account/make-admin.js';
import { PrismaClient } from './generated/prisma/client.js';

// Operators: `node dist/make-admin.js <e-mail>` with identity's settings (DATABASE_URL, NATS_URL,
// NATS_NAMESPACE, its NATS identity) makes that signed-up account an admin (k8s/README.md §5).
const MESSAGES: Record<MakeAdminOutcome['result'], string> = {
  'made-admin': 'Le compte {email} est maintenant administrateur. Reconnectez-vous pour recevoir le rôle.',
  'already-admin': 'Le compte {email} est déjà administrateur.',
  unknown: "Aucun compte n'utilise l'adresse {email}. Inscrivez-vous d'abord sur le site avec cette adresse.",
  suspended: 'Le compte {email} est suspendu : il ne peut pas devenir administrateur.',
};

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage : node dist/make-admin.js <adresse e-mail du compte>');
  process.exit(64);
}

const config = loadConfig(baseConfigSchema);
const connection = await connect({ servers: config.NATS_URL, ...natsConnectOptions(config) });
try {
  const outcome = await withServiceDatabase('identity', PrismaClient, (prisma) =>
    makeAdmin(prisma, new EventPublisher(jetstream(connection), config.NATS_NAMESPACE), email),
  );
  const refused = outcome.result === 'unknown' || outcome.result === 'suspended';
  (refused ? console.error : console.log)(MESSAGES[outcome.result].replace('{email}', email));
  process.exitCode = refused ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await connection.close();
}
