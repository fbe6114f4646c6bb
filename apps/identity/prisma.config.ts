import { defineConfig, env } from 'prisma/config';

// The identity service's schema and migration history; DATABASE_URL carries `?schema=identity`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: env('DATABASE_URL') },
});
