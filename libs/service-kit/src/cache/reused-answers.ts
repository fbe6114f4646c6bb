import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../bootstrap/nats-answer.serializer.js';

/**
 * Answers that are the same for every viewer, reused for `ttlMs` (0: never) and forgotten at once
 * after a change the instance made itself. They are frozen: requests share them, and NATS writes
 * the JSON of a frozen answer once.
 */
export class ReusedAnswers<V extends object> {
  private readonly answers: LRUCache<string, V> | undefined;

  constructor(ttlMs: number, max = 1_000) {
    this.answers = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
  }

  async get(key: string, read: () => Promise<V>): Promise<V> {
    const reused = this.answers?.get(key);
    if (reused) return reused;
    const answer = deepFreeze(await read()) as V;
    this.answers?.set(key, answer);
    return answer;
  }

  forget(): void {
    this.answers?.clear();
  }
}
