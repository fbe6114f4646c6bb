/**
 * Collects the keys asked for while one GraphQL response is being resolved and loads them with
 * one call per `maxBatch` keys, so a list of N items costs one round trip instead of N.
 * One instance per request: the cache must never outlive it (answers depend on the viewer).
 */
export class RequestBatch<V> {
  private readonly cache = new Map<string, Promise<V | undefined>>();
  private queue: string[] = [];
  private scheduled: Promise<Map<string, V>> | null = null;

  constructor(
    private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxBatch: number,
  ) {}

  load(key: string): Promise<V | undefined> {
    let value = this.cache.get(key);
    if (!value) {
      this.queue.push(key);
      // Sibling fields are resolved in the same pass; the batch leaves once that pass is over.
      this.scheduled ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
      value = this.scheduled.then((values) => values.get(key));
      this.cache.set(key, value);
    }
    return value;
  }

  private async flush(): Promise<Map<string, V>> {
    const keys = this.queue;
    this.queue = [];
    this.scheduled = null;
    const chunks: string[][] = [];
    for (let start = 0; start < keys.length; start += this.maxBatch) {
      chunks.push(keys.slice(start, start + this.maxBatch));
    }
    const results = await Promise.all(chunks.map((chunk) => this.loadMany(chunk)));
    return new Map(results.flatMap((result) => [...result]));
  }
}
