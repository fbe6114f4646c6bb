import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../metrics/registry.js';
import { ReusedAnswers } from './reused-answers.js';

const counter = () => {
  let reads = 0;
  return { read: () => Promise.resolve({ read: ++reads, items: [{ n: reads }] }), reads: () => reads };
};

describe('ReusedAnswers', () => {
  it('reads each key once while it is fresh, and hands the answer out frozen', async () => {
    const answers = new ReusedAnswers<{ read: number; items: { n: number }[] }>('test_answers', 60_000);
    const { read, reads } = counter();

    const first = await answers.get('a', read);
    expect(await answers.get('a', read)).toBe(first);
    expect((await answers.get('b', read)).read).toBe(2);
    expect(reads()).toBe(2);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.items[0])).toBe(true);
  });

  it('makes one read for requests that arrive while it is under way, and keeps no failed read', async () => {
    const answers = new ReusedAnswers<{ read: number }>('test_answers', 60_000);
    const { read, reads } = counter();

    const [a, b] = await Promise.all([answers.get('a', read), answers.get('a', read)]);
    expect(a).toBe(b);
    expect(reads()).toBe(1);

    await expect(answers.get('b', () => Promise.reject(new Error('indisponible')))).rejects.toThrow();
    expect((await answers.get('b', read)).read).toBe(2);
  });

  it('hands out a kept answer, read elsewhere, to the next requests without reading it', async () => {
    const answers = new ReusedAnswers<{ read: number; items: { n: number }[] }>('test_answers', 60_000);
    const { read, reads } = counter();

    expect(answers.peek('a')).toBeUndefined();
    answers.keep('a', { read: 0, items: [] });
    const kept = await answers.peek('a');
    expect(kept).toEqual({ read: 0, items: [] });
    expect(Object.isFrozen(kept)).toBe(true);
    expect(await answers.get('a', read)).toBe(kept);
    expect(reads()).toBe(0);
  });

  it('keeps nothing when the time is 0', () => {
    const answers = new ReusedAnswers<{ read: number }>('test_answers', 0);

    answers.keep('a', { read: 0 });
    expect(answers.peek('a')).toBeUndefined();
  });

  it('reads again after forget(), as after a change', async () => {
    const answers = new ReusedAnswers<{ read: number }>('test_answers', 60_000);
    const { read } = counter();

    await answers.get('a', read);
    answers.forget();
    expect((await answers.get('a', read)).read).toBe(2);
  });

  it('reads again once the time is up', async () => {
    const answers = new ReusedAnswers<{ read: number }>('test_answers', 20);
    const { read } = counter();

    await answers.get('a', read);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await answers.get('a', read)).read).toBe(2);
  });

  it('never reuses an answer when the time is 0', async () => {
    const answers = new ReusedAnswers<{ read: number }>('test_answers', 0);
    const { read } = counter();

    await answers.get('a', read);
    expect((await answers.get('a', read)).read).toBe(2);
  });

  it('counts its hits and misses in the metrics under its name', async () => {
    const count = async (result: 'hit' | 'miss') => {
      const metric = await metricsRegistry.getSingleMetric('liggeey_reused_answers_total')?.get();
      return (
        metric?.values.find((v) => v.labels['cache'] === 'counted' && v.labels['result'] === result)?.value ??
        0
      );
    };
    const answers = new ReusedAnswers<{ read: number }>('counted', 60_000);
    const { read } = counter();

    await answers.get('a', read);
    await answers.get('a', read);
    await answers.get('a', read);
    await answers.get('b', read);

    expect([await count('hit'), await count('miss')]).toEqual([2, 2]);
  });
});
