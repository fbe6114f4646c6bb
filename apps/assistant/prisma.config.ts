import { defineConfig, env } from 'prisma/config';

// The assistant service's schema and migration history; DATABASE_URL carries `?schema=assistant`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: env('DATABASE_URL') },
});
