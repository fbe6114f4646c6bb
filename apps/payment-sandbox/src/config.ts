import { baseConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

export const sandboxConfigSchema = baseConfigSchema.pick({ NODE_ENV: true, LOG_LEVEL: true }).extend({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8090),
});

export type SandboxConfig = z.output<typeof sandboxConfigSchema>;
