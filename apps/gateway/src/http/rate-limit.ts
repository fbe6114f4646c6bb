import rateLimit from '@fastify/rate-limit';
import { ErrorCode, defaultMessage } from '@liggeey/contracts';
import { LOOPBACK_ADDRESSES } from '@liggeey/service-kit';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * Per-client request budget shared by every gateway instance through Redis. If Redis is
 * unreachable the gateway keeps serving (fail open) rather than refusing everyone.
 */
export async function registerRateLimit(app: NestFastifyApplication, config: GatewayConfig): Promise<void> {
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    redis,
    nameSpace: config.RATE_LIMIT_NAMESPACE,
    skipOnError: true,
    allowList: (request) => config.RATE_LIMIT_ALLOW_LOOPBACK && LOOPBACK_ADDRESSES.has(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: ErrorCode.RateLimited,
      message: defaultMessage(ErrorCode.RateLimited),
    }),
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
}
