import { defineConfig, env } from 'prisma/config';

// The feed service's schema and migration history; DATABASE_URL carries `?schema=feed`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: env('DATABASE_URL') },
});
