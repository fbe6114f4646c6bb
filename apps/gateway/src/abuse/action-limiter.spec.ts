import { describe, expect, it } from 'vitest';
import { type GatewayConfig } from '../config/gateway-config.js';
import { ActionLimiter } from './action-limiter.js';
import { ACTION_LIMITS, frenchWait } from './action-limits.js';

describe('ActionLimiter', () => {
  it('lets actions through when Redis cannot be reached (fails open)', async () => {
    const limiter = new ActionLimiter({
      // Nothing listens on port 1: every count fails at once.
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_NAMESPACE: 'test:unreachable:',
      RATE_LIMIT_ALLOW_LOOPBACK: false,
    } as GatewayConfig);
    try {
      const budget = ACTION_LIMITS.post.perAccount.points;
      for (let n = 0; n <= budget + 5; n += 1) {
        await expect(
          limiter.consume('post', { accountId: 'membre', ip: '203.0.113.7' }),
        ).resolves.toBeUndefined();
      }
    } finally {
      await limiter.onApplicationShutdown();
    }
  });
});

describe('frenchWait', () => {
  it.each([
    [0, 'dans 1 seconde'],
    [1_000, 'dans 1 seconde'],
    [1_001, 'dans 2 secondes'],
    [59_500, 'dans 60 secondes'],
    [119_000, 'dans 119 secondes'],
    [120_000, 'dans 2 minutes'],
    [540_001, 'dans 10 minutes'],
  ])('announces %i ms as %j', (milliseconds, text) => {
    expect(frenchWait(milliseconds)).toBe(text);
  });
});
