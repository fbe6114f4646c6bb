import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  EMPTY_SEARCH_MESSAGE,
  ErrorCode,
  type SearchSynonymDto,
  type WorkerSearch,
  type WorkerSearchResultDto,
} from '@liggeey/contracts';
import {
  APP_CONFIG,
  DomainException,
  NearSpellings,
  ReusedAnswers,
  type GeoPoint,
  type ParsedQuery,
  type SearchDictionary,
  type WidenedQuery,
  namedPlaces,
  parseQuery,
  synonymExpansions,
  tsqueryText,
  widen,
} from '@liggeey/service-kit';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { ProfileCards } from '../profiles/profile-cards.js';
import { toProfileDto } from '../profiles/profile-view.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import {
  type SearchCount,
  type SearchTuning,
  type WorkerPage,
  WorkerSearchRepository,
} from './worker-search.repository.js';
import { textKeys } from './text-keys.js';
import {
  NEAR_KM,
  type ParsedText,
  SearchStatements,
  type TextQuery,
  type WorkerQuery,
} from './worker-search.statements.js';

const UNKNOWN_LOCALITY_MESSAGE = 'Veuillez choisir une localité de la liste.';
/** Synonyms and localities are re-read this often: an admin's new synonym works within a minute. */
const DICTIONARY_TTL_MS = 60_000;
/** A locality named alone ('Thiès') lists the workers within this distance of it. */
const PLACE_ONLY_RADIUS_KM = 25;

const NO_REFERENCE_MESSAGE =
  'Indiquez une localité de référence (ou renseignez la vôtre dans votre profil) pour filtrer par distance ou trier par proximité.';

/** Worker search (/search, employers and admins) and the talent directory (/profiles). */
@Injectable()
export class WorkerSearchService {
  /** Ranked pages by search (see SEARCH_CACHE_TTL_MS); none when the TTL is 0. */
  private readonly pages: ReusedAnswers<WorkerPage>;
  /** Texts as Postgres parses them: the same for as long as the text search configuration. */
  private readonly parsedTexts = new ReusedAnswers<ParsedText>('search-texts', 10 * 60_000, 10_000);
  /**
   * The planner's estimates by conditions: they change with the table's statistics (an ANALYZE),
   * not with each write, and only choose how a page is read and whether it is counted.
   */
  private readonly estimates = new ReusedAnswers<{ rows: number }>('search-estimates', 10 * 60_000, 20_000);
  /** The numbers of matches by conditions (see SEARCH_COUNT_TTL_MS); none when the TTL is 0. */
  private readonly counts: ReusedAnswers<SearchCount>;
  private readonly tuning: SearchTuning;
  /**
   * The localities near each reference point (the list of localities changes with a migration) and
   * the share of the workers in them (with the table's statistics).
   */
  private readonly nearLocalities = new ReusedAnswers<NearLocalities>('near-localities', 10 * 60_000, 1_000);
  private readonly spellings: NearSpellings;
  private dictionary: { value: Promise<LoadedDictionary>; loadedAt: number } | undefined;

  constructor(
    private readonly repository: WorkerSearchRepository,
    private readonly profiles: ProfilesRepository,
    private readonly cards: ProfileCards,
    @Inject(APP_CONFIG) config: ProfilesConfig,
  ) {
    this.spellings = new NearSpellings((words, limit) => repository.vocabularyNeighbours(words, limit));
    this.pages = new ReusedAnswers('worker-search', config.SEARCH_CACHE_TTL_MS, 5_000);
    this.counts = new ReusedAnswers('search-counts', config.SEARCH_COUNT_TTL_MS, 20_000);
    this.tuning = { storedOrderFrom: config.SEARCH_STORED_ORDER_FROM };
  }

  async search(actor: Actor | null, input: WorkerSearch): Promise<WorkerSearchResultDto> {
    const q = input.q || null;
    if (input.requireQuery && !q) throw new DomainException(ErrorCode.ValidationFailed, EMPTY_SEARCH_MESSAGE);
    const parsed = q
      ? parseQuery(q, (await this.currentDictionary()).search)
      : { groups: [], place: null, words: [] };
    const needsOrigin = input.distanceKm != null || input.sort === 'PROXIMITY';
    const viewerOrigin = needsOrigin && !input.localityId && !parsed.place;
    const origin =
      input.localityId || !parsed.place
        ? await this.origin(actor, input.localityId ?? null, needsOrigin)
        : parsed.place;
    const placeOnly = parsed.place !== null && parsed.groups.length === 0;
    const base = {
      ...textKeys(parsed),
      profession: input.profession || null,
      maxPrice: input.maxPrice ?? null,
      availability: input.availability ?? null,
      origin,
      ...(origin ? await this.localitiesNear(origin) : { near: null, nearShare: null }),
      distanceKm: input.distanceKm ?? (placeOnly && !input.localityId ? PLACE_ONLY_RADIUS_KM : null),
      sort: input.sort,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    };
    const { total, totalCapped, hits } = await this.matching(parsed, base);
    const ids = hits.map((hit) => hit.id);
    const withFollows = input.withFollows && actor !== null;
    const [rows, followed] = await Promise.all([
      this.cards.rows(ids),
      withFollows ? this.profiles.followedAmong(actor.id, ids) : new Set<string>(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      total,
      totalCapped,
      page: input.page,
      pageSize: input.pageSize,
      // A profile deleted since the page was ranked is left out.
      items: hits.flatMap(({ id, distanceKm }) => {
        const row = byId.get(id);
        return row ? [toProfileDto({ ...row, followed_by_me: followed.has(id) }, actor, distanceKm)] : [];
      }),
      viewerSpecific: viewerOrigin || withFollows || (actor !== null && ids.includes(actor.id)),
    };
  }

  /**
   * The page of the workers matching every group of the text; when none does and there are
   * several, of those matching any ('plombier pas cher' still finds plumbers).
   */
  private async matching(parsed: ParsedQuery, base: Omit<WorkerQuery, 'text'>): Promise<WorkerPage> {
    if (parsed.groups.length === 0) return this.page({ ...base, text: null });
    const groups = widen(parsed.groups, await this.spellings.of(parsed.groups));
    const all = await this.page({ ...base, text: await this.parsed(textQuery(groups, '&')) });
    if (all.total > 0 || parsed.groups.length === 1) return all;
    // A full name holds every word of the text: nobody matching them all, nobody has the name.
    return this.page({
      ...base,
      fullName: null,
      tradeKeys: [],
      text: await this.parsed(textQuery(groups, '|')),
    });
  }

  private localitiesNear(origin: GeoPoint): Promise<NearLocalities> {
    return this.nearLocalities.get(`${origin.latitude},${origin.longitude}`, async () => {
      const near = await this.repository.localitiesNear(origin, NEAR_KM);
      return { near, nearShare: await this.repository.listedShareIn(near) };
    });
  }

  private parsed(text: TextQuery): Promise<ParsedText> {
    return this.parsedTexts.get(JSON.stringify(text), () => this.repository.parse(text));
  }

  /** Every synonym, for the job board's search. */
  synonyms(): Promise<SearchSynonymDto[]> {
    return this.repository.synonyms();
  }

  /**
   * Synonyms, places and the localities' points, re-read every DICTIONARY_TTL_MS (a failed read is
   * retried next time).
   */
  private currentDictionary(): Promise<LoadedDictionary> {
    if (this.dictionary && Date.now() - this.dictionary.loadedAt < DICTIONARY_TTL_MS)
      return this.dictionary.value;
    const value = this.loadDictionary();
    this.dictionary = { value, loadedAt: Date.now() };
    value.catch(() => (this.dictionary = undefined));
    return value;
  }

  private async loadDictionary(): Promise<LoadedDictionary> {
    const [synonyms, localities] = await Promise.all([
      this.repository.synonyms(),
      this.repository.localities(),
    ]);
    return {
      search: { synonyms: synonymExpansions(synonyms), places: namedPlaces(localities) },
      points: new Map(localities.map(({ id, latitude, longitude }) => [id, { latitude, longitude }])),
    };
  }

  /**
   * Concurrent identical searches share one statement, then its page for the TTL. The estimate and
   * the count depend on the conditions alone, shared by every page and order of them.
   */
  private page(query: WorkerQuery): Promise<WorkerPage> {
    return this.pages.get(JSON.stringify(query), async () => {
      const conditions = new SearchStatements(query).conditionsKey;
      const { rows } = await this.estimates.get(conditions, async () => ({
        rows: await this.repository.estimate(query),
      }));
      return this.repository.search(query, this.tuning, rows, {
        reused: () => this.counts.peek(conditions),
        count: () => this.counts.get(conditions, () => this.repository.count(query, rows)),
        keep: (count) => this.counts.keep(conditions, count),
      });
    });
  }

  /** The chosen locality, else (only when distances are needed) the viewer's own. */
  private async origin(
    actor: Actor | null,
    localityId: string | null,
    needed: boolean,
  ): Promise<GeoPoint | null> {
    if (localityId) {
      // A locality added since the dictionary was read is looked up.
      const point =
        (await this.currentDictionary()).points.get(localityId) ??
        (await this.repository.localityPoint(localityId));
      if (!point) throw new DomainException(ErrorCode.ValidationFailed, UNKNOWN_LOCALITY_MESSAGE);
      return point;
    }
    if (!needed) return null;
    const point = actor ? await this.repository.profilePoint(actor.id) : null;
    if (!point) throw new DomainException(ErrorCode.ValidationFailed, NO_REFERENCE_MESSAGE);
    return point;
  }
}

/** What the search reads of the catalogues every DICTIONARY_TTL_MS. */
interface LoadedDictionary {
  search: SearchDictionary;
  /** Each locality's point, by id. */
  points: ReadonlyMap<string, GeoPoint>;
}

/** The localities near a reference point, and the share of the listed workers in them. */
type NearLocalities = Pick<WorkerQuery, 'near' | 'nearShare'>;

/** The tsquery texts of a widened query, its groups all required ('&') or any ('|'). */
function textQuery({ asTyped, widened }: WidenedQuery, join: '&' | '|'): TextQuery {
  return {
    matches: tsqueryText(widened, join),
    inNameOrProfession: tsqueryText(widened, join, 'A'),
    inNameProfessionOrCategory: tsqueryText(widened, join, 'AB'),
    asTyped: tsqueryText(asTyped, join),
  };
}
