import { describe, expect, it } from 'vitest';
import { type PrismaClient } from '../generated/prisma/client.js';
import { CreditsRepository, type Movement } from './credits.repository.js';

interface Call {
  keys: string[];
  answer: (rows: { item: number; outcome: string; transaction_id: string; balance_after: number }[]) => void;
  fail: (error: Error) => void;
}

/** Stands in for Prisma: records each `post_movements` call and lets the test answer it. */
function fakeDatabase() {
  const calls: Call[] = [];
  const prisma = {
    $queryRaw: (_sql: TemplateStringsArray, json: string) =>
      new Promise((resolve, reject) => {
        const items = JSON.parse(json) as { key: string }[];
        calls.push({ keys: items.map((i) => i.key), answer: resolve, fail: reject });
      }),
  };
  return { calls, repository: new CreditsRepository(prisma as unknown as PrismaClient) };
}

const MEMBER = '00000000-0000-4000-8000-000000000001';
const OTHER_MEMBER = '00000000-0000-4000-8000-000000000002';

const movement = (key: string, keyScope: Movement['keyScope'] = 'member', userId = MEMBER): Movement => ({
  idempotencyKey: key,
  keyScope,
  kind: 'spend',
  userId,
  amount: -1,
  description: 'Achat',
  metadata: {},
  fingerprint: 'f',
  reversesId: null,
});

const created = (call: Call) =>
  call.answer(
    call.keys.map((key, item) => ({
      item,
      outcome: 'created',
      transaction_id: `tx-${key}`,
      balance_after: item,
    })),
  );

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CreditsRepository grouping of movements', () => {
  it('writes lone calls at once and groups the ones that arrive while three groups are in flight', async () => {
    const { calls, repository } = fakeDatabase();
    const results = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => repository.post(movement(key)));
    await tick();

    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b'], ['c']]);
    calls.slice(0, 3).forEach(created);
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b'], ['c'], ['d', 'e', 'f']]);
    created(calls[3] as Call);
    expect(await Promise.all(results)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key, i) => ({
        outcome: 'created',
        transactionId: `tx-${key}`,
        balance: i < 3 ? 0 : i - 3,
      })),
    );
  });

  it('never puts the same key twice in one group', async () => {
    const { calls, repository } = fakeDatabase();
    const busy = ['x', 'y', 'z'].map((key) => repository.post(movement(key)));
    const waiting = ['k', 'k', 'm'].map((key) => repository.post(movement(key)));
    await tick();
    calls.slice(0, 3).forEach(created);
    await tick();

    expect(calls.slice(3).map((c) => c.keys)).toEqual([['k', 'm'], ['k']]);
    calls.slice(3).forEach(created);
    await Promise.all([...busy, ...waiting]);
  });

  it('groups one key of different namespaces together: they are different operations', async () => {
    const { calls, repository } = fakeDatabase();
    const busy = ['x', 'y', 'z'].map((key) => repository.post(movement(key)));
    const waiting = [
      movement('k'),
      movement('k', 'member', OTHER_MEMBER),
      movement('k', 'system'),
      movement('k', 'system', OTHER_MEMBER),
    ].map((m) => repository.post(m));
    await tick();
    calls.slice(0, 3).forEach(created);
    await tick();

    expect(calls.slice(3).map((c) => c.keys)).toEqual([['k', 'k', 'k'], ['k']]);
    calls.slice(3).forEach(created);
    await Promise.all([...busy, ...waiting]);
  });

  it('retries a failed group one movement at a time', async () => {
    const { calls, repository } = fakeDatabase();
    const busy = ['x', 'y', 'z'].map((key) => repository.post(movement(key)));
    const grouped = ['p', 'q'].map((key) => repository.post(movement(key)));
    await tick();
    calls.slice(0, 3).forEach(created);
    await tick();
    calls[3]?.fail(new Error('deadlock detected'));
    await tick();

    expect(calls.slice(4).map((c) => c.keys)).toEqual([['p'], ['q']]);
    calls[4]?.fail(new Error('still failing'));
    created(calls[5] as Call);
    const [p, q] = await Promise.allSettled(grouped);
    expect(p).toMatchObject({ status: 'rejected', reason: new Error('still failing') });
    expect(q).toMatchObject({ status: 'fulfilled', value: { transactionId: 'tx-q' } });
    await Promise.all(busy);
  });
});
