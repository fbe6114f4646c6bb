import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { searchWords } from '../answers/question-text.js';
import { type PrismaClient } from '../generated/prisma/client.js';

/** Below this trigram similarity a word is not taken for a misspelling of another. */
const TYPO_SIMILARITY = 0.45;

/**
 * The words the assistant knows (FAQ, knowledge entries, documents), for typo correction: a
 * question's unknown word is read as the closest known one ('comant' → 'comment').
 */
@Injectable()
export class SearchWordsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Adds the words of these texts (idempotent). */
  async learn(...texts: string[]): Promise<void> {
    const words = [...new Set(texts.flatMap(searchWords))];
    if (words.length === 0) return;
    await this.prisma.$executeRaw`
      INSERT INTO assistant.search_words (word) SELECT unnest(${words}::text[]) ON CONFLICT DO NOTHING`;
  }

  /** Each word as it is known, or its closest known spelling, or itself when none is close. */
  async correct(words: readonly string[]): Promise<string[]> {
    if (words.length === 0) return [];
    const rows = await this.prisma.$queryRaw<{ word: string; known: string | null }[]>`
      SELECT q.word, best.word AS known
      FROM unnest(${[...words]}::text[]) AS q(word)
      LEFT JOIN LATERAL (
        SELECT s.word FROM assistant.search_words s
        WHERE s.word OPERATOR(public.%) q.word
          AND public.similarity(s.word, q.word) >= ${TYPO_SIMILARITY}
        ORDER BY s.word = q.word DESC, public.similarity(s.word, q.word) DESC, s.word
        LIMIT 1
      ) best ON true`;
    const corrected = new Map(rows.map(({ word, known }) => [word, known ?? word]));
    return words.map((word) => corrected.get(word) ?? word);
  }
}
