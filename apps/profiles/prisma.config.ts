import { defineConfig, env } from 'prisma/config';

// The profiles service's schema and migration history; DATABASE_URL carries `?schema=profiles`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: env('DATABASE_URL') },
});
