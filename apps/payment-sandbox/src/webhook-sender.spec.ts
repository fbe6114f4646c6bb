import { describe, expect, it } from 'vitest';
import { deliverWebhook } from './webhook-sender.js';

/** Runs the delivery with the given answers, retries run at once; answers the statuses attempted. */
async function attempts(answers: (number | null)[], retries: number): Promise<(number | null)[]> {
  const seen: (number | null)[] = [];
  const pending: Promise<unknown>[] = [];
  let next = 0;
  const send = () => Promise.resolve(next < answers.length ? (answers[next++] as number | null) : 200);
  const schedule = (retry: () => void) => {
    pending.push(Promise.resolve().then(retry));
  };
  await deliverWebhook(send, { retries, delayMs: 0 }, (status) => seen.push(status), schedule);
  while (pending.length > 0) {
    await pending.shift();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return seen;
}

describe('deliverWebhook', () => {
  it('sends again while the answer is not a 200, up to the retries', async () => {
    expect(await attempts([null, 503, 200], 3)).toEqual([null, 503, 200]);
    expect(await attempts([503, 503, 503, 503, 503], 3)).toEqual([503, 503, 503, 503]);
  });

  it('stops at the first 200, and never retries when told not to', async () => {
    expect(await attempts([200], 3)).toEqual([200]);
    expect(await attempts([503], 0)).toEqual([503]);
  });
});
