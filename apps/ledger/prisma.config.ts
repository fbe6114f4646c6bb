import { defineConfig, env } from 'prisma/config';

// The ledger service's schema and migration history; DATABASE_URL carries `?schema=ledger`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: env('DATABASE_URL') },
});
