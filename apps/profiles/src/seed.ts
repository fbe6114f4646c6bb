import { DEMO_ACCOUNTS } from '@liggeey/demo-data';
import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

await runSeed('profiles', PrismaClient, async (prisma) => {
  for (const { id, ...profile } of DEMO_ACCOUNTS) {
    await prisma.profile.upsert({ where: { id }, create: { id, ...profile }, update: {} });
  }
  return `${DEMO_ACCOUNTS.length} profils`;
});
