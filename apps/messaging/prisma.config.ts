import { defineConfig, env } from 'prisma/config';

// The messaging service's schema and migration history; DATABASE_URL carries `?schema=messaging`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: env('DATABASE_URL') },
});
