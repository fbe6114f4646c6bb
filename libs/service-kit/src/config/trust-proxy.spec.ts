import { describe, expect, it } from 'vitest';
import { trustProxySchema } from './trust-proxy.js';

describe('trustProxySchema', () => {
  it('takes a list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxySchema.parse(' 172.28.0.10, 10.0.0.0/8,fd00::/8 , loopback')).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads false or nothing as no proxy', () => {
    expect(trustProxySchema.parse('false')).toBe(false);
    expect(trustProxySchema.parse('')).toBe(false);
  });

  it('refuses true, which would take the client’s own left-most X-Forwarded-For entry', () => {
    expect(trustProxySchema.safeParse('true').error?.issues[0]?.message).toMatch(/any client/);
  });

  it('names the entries that are not addresses or ranges', () => {
    const result = trustProxySchema.safeParse('10.0.0.0/8,10.0.0.0/33,gateway,1.2.3.4/8/9,2');
    expect(result.error?.issues[0]?.message).toContain('10.0.0.0/33, gateway, 1.2.3.4/8/9, 2');
  });
});
