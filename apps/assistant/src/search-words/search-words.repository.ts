import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { searchWords } from '../answers/question-text.js';
import { type PrismaClient } from '../generated/prisma/client.js';

/**
 * The words the assistant knows (FAQ, knowledge entries, documents), for typo correction: a
 * question's unknown word is read as the closest known one (AnswersRepository.read).
 */
@Injectable()
export class SearchWordsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Adds the words of these texts (idempotent). */
  async learn(...texts: string[]): Promise<void> {
    // Numbers are not misspelt words: keeping them out keeps the vocabulary small.
    const words = [...new Set(texts.flatMap(searchWords))].filter((word) => !/^\d+$/.test(word));
    if (words.length === 0) return;
    await this.prisma.$executeRaw`
      INSERT INTO assistant.search_words (word) SELECT unnest(${words}::text[]) ON CONFLICT DO NOTHING`;
  }
}
