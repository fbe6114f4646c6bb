import {
  baseConfigSchema,
  flagSchema,
  probeListenerConfigSchema,
  trustProxySchema,
} from '@liggeey/service-kit';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Relative upload directories are taken from the repository root (src/config and dist/config alike). */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const gatewayConfigSchema = baseConfigSchema
  .extend({
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    /** The probe and metrics listener (see health/probe-port.ts); unset: none. */
    HEALTH_PORT: probeListenerConfigSchema.shape.HEALTH_PORT,
    /** Identity's key set; the gateway verifies access tokens against it. */
    JWKS_URL: z.url().default('http://127.0.0.1:8081/realms/liggeey/protocol/openid-connect/certs'),
    /** Identity's HTTP server (OpenID Connect endpoints), reached through `/realms`. */
    IDENTITY_HTTP_URL: z.url().default('http://127.0.0.1:8081'),
    /** Older access tokens are refused whatever their `exp` says; identity issues them for 5 min. */
    ACCESS_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(3_600).default(300),
    /** Expected `iss` of access tokens; empty: the issuer identity's discovery document names. */
    JWT_ISSUER: z.string().default(''),
    /** Expected `aud` of access tokens: the web client identity issues them to. */
    JWT_AUDIENCE: z.string().min(1).default('web'),
    /** The spec's client timeout: a request never waits longer than this for a service. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(2_000),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** How long a page of the job board is reused by the gateway (0: never); see JobBoardAnswers. */
    JOBS_GATEWAY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /** How long an employer's or admin's worker search is reused by the gateway (0: never); see WorkerSearchAnswers. */
    PROFILES_GATEWAY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /** Redis key prefix, so environments sharing one Redis keep separate budgets. */
    RATE_LIMIT_NAMESPACE: z.string().min(1).default('liggeey:rate-limit:'),
    /** Behind the Vite dev proxy every browser request comes from loopback: don't throttle it there. */
    RATE_LIMIT_ALLOW_LOOPBACK: flagSchema.optional(),
    /**
     * The proxies in front of the gateway (web's nginx, an Ingress), as addresses or CIDR ranges:
     * their X-Forwarded-For entries are believed, read from the right, and the first hop outside
     * the list is the client. `false` (default): no proxy, the peer is the client. `true` is
     * refused (see `trustProxySchema`): it would take the left-most entry, which the client writes.
     */
    TRUST_PROXY: trustProxySchema.default(false),
    /** Where uploads go: `local` (UPLOADS_DIR, served at /files) or an S3-compatible bucket. */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** Local driver: the upload directory, relative to the repository root unless absolute. */
    UPLOADS_DIR: z.string().min(1).default('var/uploads'),
    /** Local driver: the public URL prefix of stored files (the gateway serves `/files`). */
    PUBLIC_FILES_URL: z
      .string()
      .min(1)
      .default('/files')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Local driver: paid files of digital products; never served as is (see downloads). */
    PRIVATE_FILES_DIR: z.string().min(1).default('var/private-files'),
    /** An upload nothing attached (post, portfolio item, article, product…) is removed after this. */
    UPLOAD_ORPHAN_AFTER_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(24 * 60 * 60 * 1_000),
    /** How often orphan uploads are swept: one BullMQ schedule whatever the number of instances. */
    UPLOAD_SWEEP_EVERY_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(60 * 60 * 1_000),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Public URL of the bucket's objects, e.g. https://cdn.liggeey.sn. */
    S3_PUBLIC_URL: z.url().optional(),
    /** S3 driver: a bucket without public read for paid files (default: S3_BUCKET, under `private/`). */
    S3_PRIVATE_BUCKET: z.string().min(1).optional(),
  })
  .refine((config) => config.STORAGE_DRIVER !== 's3' || (config.S3_BUCKET && config.S3_PUBLIC_URL), {
    error: 'STORAGE_DRIVER=s3 needs S3_BUCKET and S3_PUBLIC_URL',
    path: ['STORAGE_DRIVER'],
  })
  .transform((config) => ({
    ...config,
    RATE_LIMIT_ALLOW_LOOPBACK: config.RATE_LIMIT_ALLOW_LOOPBACK ?? config.NODE_ENV === 'development',
    UPLOADS_DIR: path.resolve(REPO_ROOT, config.UPLOADS_DIR),
    PRIVATE_FILES_DIR: path.resolve(REPO_ROOT, config.PRIVATE_FILES_DIR),
  }));

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
