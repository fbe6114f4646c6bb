import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import { metricsRegistry } from '../metrics/registry.js';
import { deepFreeze } from './deep-freeze.js';

/** Label `result`: `hit` (reused, or joined a read under way) or `miss` (read). */
const reusedAnswersTotal = new Counter({
  name: 'liggeey_reused_answers_total',
  help: 'Reads of the small TTL caches of shared answers, by cache and whether the answer was reused.',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

/** Counts a read of a cache kept apart from `ReusedAnswers` under the same metric and labels. */
export function countReuse(cache: string, reused: boolean): void {
  reusedAnswersTotal.inc({ cache, result: reused ? 'hit' : 'miss' });
}

/**
 * Answers that are the same for every viewer, reused for `ttlMs` (0: never) and forgotten at once
 * after a change the instance made itself. They are frozen: requests share them, and NATS writes
 * the JSON of a frozen answer once. The read itself is shared too: when a page expires under load,
 * the requests arriving meanwhile wait for one read instead of each making their own.
 */
export class ReusedAnswers<V extends object> {
  private readonly answers: LRUCache<string, Promise<V>> | undefined;

  /** `cache` names it in the metrics (`liggeey_reused_answers_total`), so its hit rate is known. */
  constructor(
    private readonly cache: string,
    ttlMs: number,
    max = 1_000,
  ) {
    this.answers = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const reused = this.answers?.get(key);
    countReuse(this.cache, reused !== undefined);
    if (reused) return reused;
    const answer = read().then((value) => deepFreeze(value) as V);
    this.answers?.set(key, answer);
    // A failed read is not kept: the next request tries again.
    answer.catch(() => {
      if (this.answers?.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }

  /** The answer kept (or being read) for `key`, if any, without reading it: counted as reused. */
  peek(key: string): Promise<V> | undefined {
    const reused = this.answers?.get(key);
    if (reused) countReuse(this.cache, true);
    return reused;
  }

  /** Keeps an answer read with something else (counted as a read). */
  keep(key: string, value: V): void {
    countReuse(this.cache, false);
    this.answers?.set(key, Promise.resolve(deepFreeze(value) as V));
  }

  forget(): void {
    this.answers?.clear();
  }
}
