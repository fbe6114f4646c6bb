import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable.js';

describe('isDatabaseUnreachable', () => {
  it('recognises a database that is down, restarting or cut off, however the error is wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      errno: -111,
    });
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable({ code: 'P1001', message: "Can't reach database server" })).toBe(true);
    expect(
      isDatabaseUnreachable({
        code: 'P2010',
        meta: { driverAdapterError: { cause: { kind: 'ConnectionClosed' } } },
      }),
    ).toBe(true);
    expect(
      isDatabaseUnreachable(new Error('wrapped', { cause: { originalCode: '57P01', kind: 'postgres' } })),
    ).toBe(true);
    expect(isDatabaseUnreachable({ code: '57P03', message: 'the database system is starting up' })).toBe(
      true,
    );
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves the errors that a retry would not cure to the usual handling', () => {
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable({ code: 'P2002', message: 'Unique constraint failed' })).toBe(false);
    expect(isDatabaseUnreachable({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
