import { PrismaPg } from '@prisma/adapter-pg';
import { type ServiceName } from '@liggeey/contracts';
import { loadConfig, serviceConfigSchema } from '../config/load-config.js';
import { connectionStringWithoutSchema } from './database-url.js';
import { type PrismaClientClass, type PrismaClientLike } from './prisma.provider.js';

/** Runs one-off work (a seed, an operator's command) on a service's schema, then disconnects. */
export async function withServiceDatabase<C extends PrismaClientLike, R>(
  service: ServiceName,
  ClientClass: PrismaClientClass<C>,
  work: (prisma: C) => Promise<R>,
): Promise<R> {
  const config = loadConfig(serviceConfigSchema);
  const prisma = new ClientClass({
    adapter: new PrismaPg(
      { connectionString: connectionStringWithoutSchema(config.DATABASE_URL) },
      { schema: service },
    ),
  });
  try {
    return await work(prisma);
  } finally {
    await prisma.$disconnect();
  }
}

/**
 * Runs a service's demo-data seed against its schema. Seeds upsert fixed ids, so running one
 * twice leaves the same rows; it returns what to print.
 */
export async function runSeed<C extends PrismaClientLike>(
  service: ServiceName,
  ClientClass: PrismaClientClass<C>,
  seed: (prisma: C) => Promise<string>,
): Promise<void> {
  console.log(`${service}: ${await withServiceDatabase(service, ClientClass, seed)}`);
}
