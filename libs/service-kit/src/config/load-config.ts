import { readFileSync } from 'node:fs';
import { NATS_PASSWORD_PATTERN, natsInboxPrefix } from '@liggeey/contracts';
import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads and validates environment variables once at start. A bad or missing variable stops the
 * process with one line per problem, naming the variable, instead of failing later at first use.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Variables every back-end app reads; defaults point at the loopback services of the quick start. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: logLevel.default('info'),
  NATS_URL: z.url({ protocol: /^nats|tls$/ }).default('nats://127.0.0.1:4222'),
  /**
   * The app's own NATS identity (production: from a Secret). The server lets each user publish only
   * the subjects its app needs (`natsPermissions` in contracts); unset: no credentials (a server
   * without authorization, as the tests' shared one). The password's form is the server's need.
   */
  NATS_USER: z.string().min(1).optional(),
  NATS_PASSWORD: z
    .string()
    .regex(
      NATS_PASSWORD_PATTERN,
      'a letter, then at least 15 letters, digits, - or _ (the NATS server reads it as a configuration value)',
    )
    .optional(),
  /**
   * The CA file that signs the NATS servers' certificates (production: mounted from cert-manager's
   * Secret): set, the app speaks TLS to NATS and trusts that CA only; unset, plain NATS.
   */
  NATS_TLS_CA: z.string().min(1).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  /**
   * Separates this environment's RPC subjects and events stream from another's on the same NATS
   * server (and its BullMQ queues in Redis): a test backend never answers a running stack.
   */
  NATS_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, 'lowercase letters, digits and _')
    .default('liggeey'),
});

export const serviceConfigSchema = baseConfigSchema.extend({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .default('postgresql://postgres@127.0.0.1:5432/liggeey'),
  /** How many connections each of a service's pools opens at most. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(50).default(5),
  /** How long a service waits for in-flight requests when asked to stop. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
});

export type BaseConfig = z.output<typeof baseConfigSchema>;

export interface NatsConnectOptions {
  user?: string;
  pass?: string;
  inboxPrefix?: string;
  tls?: { ca: string };
}

/**
 * The connection options that present the app's NATS identity, when it has one, with the reply
 * inboxes that identity may read (the server refuses it the shared `_INBOX`), and the CA its
 * servers' certificates must chain to, when NATS_TLS_CA names one (read once, at start).
 */
export function natsConnectOptions(
  config: Pick<BaseConfig, 'NATS_USER' | 'NATS_PASSWORD' | 'NATS_TLS_CA'>,
): NatsConnectOptions {
  const tls = config.NATS_TLS_CA ? { tls: { ca: readFileSync(config.NATS_TLS_CA, 'utf8') } } : {};
  return config.NATS_USER
    ? {
        user: config.NATS_USER,
        pass: config.NATS_PASSWORD,
        inboxPrefix: natsInboxPrefix(config.NATS_USER),
        ...tls,
      }
    : tls;
}
export type ServiceConfig = z.output<typeof serviceConfigSchema>;
