import { LRUCache } from 'lru-cache';
import { type QueryGroup, type Spelling, type VocabularyNeighbour, spellingsOf } from './search-query.js';

/** Near spellings kept per word, and how close they must be (trigram similarity). */
export const NEAR_SPELLINGS_PER_WORD = 3;
const NEAR_SPELLING_SIMILARITY = 0.5;
/** The vocabulary changes slowly: a word's spellings are reused this long. */
const SPELLINGS_TTL_MS = 60_000;

/**
 * Reads the nearest vocabulary words of each typed word (at most `limit` each, the word itself
 * among them when known): the service's trigram KNN query on its own vocabulary table.
 */
export type VocabularyReader = (words: string[], limit: number) => Promise<VocabularyNeighbour[]>;

/** The near spellings of a query's correctable words, read once per word and reused. */
export class NearSpellings {
  private readonly cache = new LRUCache<string, Spelling>({ max: 20_000, ttl: SPELLINGS_TTL_MS });

  constructor(private readonly read: VocabularyReader) {}

  async of(groups: readonly QueryGroup[]): Promise<Map<string, Spelling>> {
    const words = [...new Set(groups.flatMap((group) => group.correctable))];
    const unknown = words.filter((word) => !this.cache.has(word));
    if (unknown.length > 0) {
      const neighbours = await this.read(unknown, NEAR_SPELLINGS_PER_WORD + 1);
      const found = spellingsOf(unknown, neighbours, NEAR_SPELLING_SIMILARITY, NEAR_SPELLINGS_PER_WORD);
      for (const [word, spelling] of found) this.cache.set(word, spelling);
    }
    return new Map(
      words.flatMap((word) => {
        const spelling = this.cache.get(word);
        return spelling ? [[word, spelling]] : [];
      }),
    );
  }
}
