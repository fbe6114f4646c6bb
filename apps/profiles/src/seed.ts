import { DEMO_ACCOUNTS } from '@liggeey/demo-data';
import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { TRADES_CATALOGUE } from './trades/trades.catalogue.js';

await runSeed('profiles', PrismaClient, async (prisma) => {
  for (const { id, ...profile } of DEMO_ACCOUNTS) {
    await prisma.profile.upsert({ where: { id }, create: { id, ...profile }, update: {} });
  }
  // The catalogue is reference data: a re-run brings existing trades in line with the code.
  const sortOrders = new Map<string, number>();
  for (const trade of TRADES_CATALOGUE) {
    const sortOrder = sortOrders.get(trade.category) ?? 0;
    sortOrders.set(trade.category, sortOrder + 1);
    const data = { ...trade, sortOrder };
    await prisma.trade.upsert({ where: { name: trade.name }, create: data, update: data });
  }
  return `${DEMO_ACCOUNTS.length} profils, ${TRADES_CATALOGUE.length} métiers`;
});
