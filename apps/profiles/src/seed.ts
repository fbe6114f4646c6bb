import { DEMO_ACCOUNTS } from '@liggeey/demo-data';
import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { LOCALITIES_CATALOGUE } from './localities/localities.catalogue.js';
import { TRADES_CATALOGUE } from './trades/trades.catalogue.js';

await runSeed('profiles', PrismaClient, async (prisma) => {
  // Localities are reference data: a re-run brings their coordinates in line with the code.
  const localityIds = new Map<string, string>();
  for (const { name, city, latitude, longitude } of LOCALITIES_CATALOGUE) {
    const { id } = await prisma.locality.upsert({
      where: { name_city: { name, city } },
      create: { name, city, latitude, longitude },
      update: { latitude, longitude },
      select: { id: true },
    });
    localityIds.set(`${name}|${city}`, id);
  }
  for (const { id, locality, ...profile } of DEMO_ACCOUNTS) {
    const localityId = locality ? localityIds.get(`${locality.name}|${locality.city}`) : undefined;
    if (locality && !localityId) throw new Error(`Localité inconnue : ${locality.name}, ${locality.city}`);
    await prisma.profile.upsert({
      where: { id },
      // Demo accounts are active: listed like a profile whose e-mail was confirmed.
      create: { id, ...profile, localityId, confirmedAt: new Date() },
      // Demo accounts created before localities existed get one; nothing else is overwritten.
      update: {},
    });
    if (localityId)
      await prisma.profile.updateMany({ where: { id, localityId: null }, data: { localityId } });
  }
  // The catalogue is reference data: a re-run brings existing trades in line with the code.
  const sortOrders = new Map<string, number>();
  for (const trade of TRADES_CATALOGUE) {
    const sortOrder = sortOrders.get(trade.category) ?? 0;
    sortOrders.set(trade.category, sortOrder + 1);
    const data = { ...trade, sortOrder };
    await prisma.trade.upsert({ where: { name: trade.name }, create: data, update: data });
  }
  return `${LOCALITIES_CATALOGUE.length} localités, ${DEMO_ACCOUNTS.length} profils, ${TRADES_CATALOGUE.length} métiers`;
});
