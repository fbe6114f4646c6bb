import { Injectable, Logger } from '@nestjs/common';
import { ProfilesRpc } from '@liggeey/contracts';
import {
  NatsRpcClient,
  NearSpellings,
  ReusedAnswers,
  type SearchDictionary,
  type WidenedQuery,
  parseQuery,
  synonymExpansions,
  tsqueryText,
  widen,
} from '@liggeey/service-kit';
import { type JobTextQuery, OffersRepository } from './offers.repository.js';

/** The trades' synonyms are re-read this often: an admin's new synonym works within a minute. */
const DICTIONARY_TTL_MS = 60_000;

/**
 * How a job board search's text is read (issue 20), as the worker search reads its own: accents
 * ignored, the trades' synonyms (kept by profiles) widened, each word widened with its near
 * spellings from the offers' vocabulary. Places stay words to find: an offer's place is text.
 */
@Injectable()
export class JobSearchText {
  private readonly logger = new Logger(JobSearchText.name);
  private readonly dictionary = new ReusedAnswers<SearchDictionary>('search_synonyms', DICTIONARY_TTL_MS, 1);
  private readonly spellings: NearSpellings;

  constructor(
    offers: OffersRepository,
    private readonly rpc: NatsRpcClient,
  ) {
    this.spellings = new NearSpellings((words, limit) => offers.vocabularyNeighbours(words, limit));
  }

  /**
   * The text queries to try in turn: every group required, then (when there are several, for a
   * search nothing matches in full) any of them. Empty when the text has no word to find.
   */
  async queries(q: string): Promise<JobTextQuery[]> {
    const { groups } = parseQuery(q, await this.currentDictionary());
    if (groups.length === 0) return [];
    const widened = widen(groups, await this.spellings.of(groups));
    const all = textQuery(widened, '&');
    return groups.length === 1 ? [all] : [all, textQuery(widened, '|')];
  }

  /** Without profiles the search still runs, without synonyms; the next search asks again. */
  private async currentDictionary(): Promise<SearchDictionary> {
    try {
      return await this.dictionary.get('synonyms', async () => ({
        synonyms: synonymExpansions(await this.rpc.request(ProfilesRpc.searchSynonyms, {})),
        places: [],
      }));
    } catch (error) {
      this.logger.warn({ err: error }, 'Search synonyms unavailable');
      return { synonyms: new Map(), places: [] };
    }
  }
}

function textQuery({ asTyped, widened }: WidenedQuery, join: '&' | '|'): JobTextQuery {
  return {
    matches: tsqueryText(widened, join),
    inTitle: tsqueryText(widened, join, 'A'),
    inTitleOrHeading: tsqueryText(widened, join, 'AB'),
    asTyped: tsqueryText(asTyped, join),
  };
}
