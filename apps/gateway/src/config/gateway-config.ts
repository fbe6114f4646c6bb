import { baseConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const gatewayConfigSchema = baseConfigSchema
  .extend({
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    /** Identity's key set; the gateway verifies access tokens against it. */
    JWKS_URL: z.url().default('http://127.0.0.1:8081/realms/liggeey/protocol/openid-connect/certs'),
    /** Identity's HTTP server (OpenID Connect endpoints), reached through `/realms`. */
    IDENTITY_HTTP_URL: z.url().default('http://127.0.0.1:8081'),
    /** Older access tokens are refused whatever their `exp` says; identity issues them for 5 min. */
    ACCESS_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(3_600).default(300),
    /** Expected `iss` of access tokens; unchecked when empty. */
    JWT_ISSUER: z.string().default(''),
    /** The spec's client timeout: a request never waits longer than this for a service. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(2_000),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Redis key prefix, so environments sharing one Redis keep separate budgets. */
    RATE_LIMIT_NAMESPACE: z.string().min(1).default('liggeey:rate-limit:'),
    /** Behind the Vite dev proxy every browser request comes from loopback: don't throttle it there. */
    RATE_LIMIT_ALLOW_LOOPBACK: flag.optional(),
    TRUST_PROXY: flag.default(false),
  })
  .transform((config) => ({
    ...config,
    RATE_LIMIT_ALLOW_LOOPBACK: config.RATE_LIMIT_ALLOW_LOOPBACK ?? config.NODE_ENV === 'development',
  }));

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
