import { LRUCache } from 'lru-cache';
import { deepFreeze } from './deep-freeze.js';

/**
 * Answers that are the same for every viewer, reused for `ttlMs` (0: never) and forgotten at once
 * after a change the instance made itself. They are frozen: requests share them, and NATS writes
 * the JSON of a frozen answer once. The read itself is shared too: when a page expires under load,
 * the requests arriving meanwhile wait for one read instead of each making their own.
 */
export class ReusedAnswers<V extends object> {
  private readonly answers: LRUCache<string, Promise<V>> | undefined;

  constructor(ttlMs: number, max = 1_000) {
    this.answers = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const reused = this.answers?.get(key);
    if (reused) return reused;
    const answer = read().then((value) => deepFreeze(value) as V);
    this.answers?.set(key, answer);
    // A failed read is not kept: the next request tries again.
    answer.catch(() => {
      if (this.answers?.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }

  forget(): void {
    this.answers?.clear();
  }
}
