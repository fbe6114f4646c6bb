import { Injectable } from '@nestjs/common';
import { countReuse } from '@liggeey/service-kit';
import { LRUCache } from 'lru-cache';
import { AnswersRepository, type Terms, type WordRow } from './answers.repository.js';

/** A question's words as read, and its terms. */
export interface Reading {
  /** The question's words as read, misspellings corrected. */
  words: string[];
  terms: Terms;
  /** The terms of words the FAQ, the entries or the documents contain: the only ones that can match. */
  knownTerms: Terms;
}

/**
 * A known word stays known (words are learned, never forgotten) and its stems change only with the
 * text search configuration, a migration: it is read once per instance, within this many.
 */
const KNOWN_WORDS = 50_000;
/**
 * The nearest known word of another (a misspelling, or a word nobody wrote) may change as documents
 * are indexed: its reading is reused as long as the knowledge entries are (an admin's change shows
 * within 2 s).
 */
const UNKNOWN_WORD_TTL_MS = 2_000;

/**
 * Reads a question's words (see `AnswersRepository.wordRows`), each word once per instance when it
 * is known: most questions are made of words already read, so most need no statement.
 */
@Injectable()
export class WordReadings {
  /** Words the vocabulary holds as typed. */
  private readonly known = new LRUCache<string, WordRow>({ max: KNOWN_WORDS });
  /** The others, read as typed or as their nearest known word. */
  private readonly unknown = new LRUCache<string, WordRow>({ max: 10_000, ttl: UNKNOWN_WORD_TTL_MS });

  constructor(private readonly repository: AnswersRepository) {}

  async read(words: readonly string[]): Promise<Reading> {
    const kept = words.map((word) => this.known.get(word) ?? this.unknown.get(word));
    const missing = words.filter((_, index) => kept[index] === undefined);
    for (const row of kept) countReuse('assistant-words', row !== undefined);
    const read = new Map((await this.repository.wordRows(missing)).map((row) => [row.typed, row]));
    for (const row of read.values()) {
      (row.known && row.word === row.typed ? this.known : this.unknown).set(row.typed, row);
    }
    return reading(
      words.map((word, index) => kept[index] ?? read.get(word)).filter((row) => row !== undefined),
    );
  }
}

/** A term per distinct stem set, stop words (no stems) left out. */
function reading(rows: readonly WordRow[]): Reading {
  const seen = new Set<string>();
  const distinct = rows.filter(({ stems }) => {
    const key = stems.join(' ');
    if (stems.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    words: rows.map(({ word }) => word),
    terms: distinct.map(({ stems }) => stems),
    knownTerms: distinct.filter(({ known }) => known).map(({ stems }) => stems),
  };
}
