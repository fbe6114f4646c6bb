import { type TestProject } from 'vitest/node';
import { type InfraUrls, startInfra } from './infra.js';
import { migratedTemplate } from './migrations.js';

declare module 'vitest' {
  export interface ProvidedContext {
    infra: InfraUrls;
  }
}

/** Vitest global setup of the integration and end-to-end projects: one infrastructure per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const infra = await startInfra();
  // Build the migrated template once, before test files race to need it.
  await migratedTemplate(infra.databaseUrl);
  project.provide('infra', {
    databaseUrl: infra.databaseUrl,
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
  });
  return () => infra.stop();
}
