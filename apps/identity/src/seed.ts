import { hash } from '@node-rs/argon2';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@liggeey/demo-data';
import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

await runSeed('identity', PrismaClient, async (prisma) => {
  const passwordHash = await hash(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    await prisma.account.upsert({
      where: { id: account.id },
      create: { id: account.id, email: account.email, passwordHash, type: account.type, status: 'active' },
      update: {},
    });
  }
  return `${DEMO_ACCOUNTS.length} comptes de démonstration`;
});
