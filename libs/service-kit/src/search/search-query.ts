/**
 * How a typed search becomes a full-text query (issue 20), for the worker search and the job
 * board alike: the words are normalised the way the database normalises what it searches
 * (lower-case, unaccented), a locality named in the text becomes the
 * reference point instead of a word to find, known phrases are widened with their synonyms, and
 * each remaining word is widened with its near spellings from the vocabulary.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A locality or town an employer may name in the query ('plombier Pikine'). */
export interface NamedPlace extends GeoPoint {
  /** Its normalised words, e.g. ['parcelles', 'assainies']. */
  words: string[];
}

/** The reference data a query is read with (small; the service keeps it in memory). */
export interface SearchDictionary {
  /** Normalised term ('garde enfants') → its expansions, each a list of words all required. */
  synonyms: Map<string, string[][]>;
  places: NamedPlace[];
}

/**
 * One thing the employer asked for: any of its alternatives matches, each alternative being words
 * all required ('dev web' → [['dev', 'web'], ['developpeur', 'web']]).
 */
export interface QueryGroup {
  alternatives: string[][];
  /** Its one-word alternatives long enough to be widened with near spellings. */
  correctable: string[];
}

export interface ParsedQuery {
  /** All required (or, when nothing matches them all, any of them). */
  groups: QueryGroup[];
  /** A locality named in the text: results are ranked by their distance to it. */
  place: GeoPoint | null;
  /**
   * The text's normalised words in their order, without the place and the stop words around the rest
   * ('fatou sarr' of 'Fatou Sarr à Pikine'; 'ndeye de sarr' keeps its 'de').
   */
  words: string[];
}

/** Articles and prepositions: 'garde d'enfants' is the same search as 'garde enfants'. */
const STOP_WORDS = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'ce',
  'chez',
  'd',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
]);

/** Longest phrase looked up in the synonyms and the places (words). */
const LONGEST_PHRASE = 3;

/** Below this length a word has too few trigrams for a correction to mean anything. */
const SHORTEST_CORRECTABLE = 4;

/** The words of a text as the database's `search_words` gives them (lower-case, unaccented). */
export function searchWords(text: string): string[] {
  return text
    .replaceAll(/œ/giu, 'oe')
    .replaceAll(/æ/giu, 'ae')
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The synonyms table's rows (term → one expansion each) as the dictionary reads them. */
export function synonymExpansions(
  rows: readonly { term: string; expansion: string }[],
): Map<string, string[][]> {
  const expansions = new Map<string, string[][]>();
  for (const { term, expansion } of rows) {
    expansions.set(term, [...(expansions.get(term) ?? []), expansion.split(' ')]);
  }
  return expansions;
}

/** The places of the localities: each by its name, and each town by its name at its centre. */
export function namedPlaces(
  localities: { name: string; city: string; latitude: number; longitude: number }[],
): NamedPlace[] {
  const byName = new Map<string, NamedPlace>();
  for (const l of localities) {
    const words = searchWords(l.name);
    byName.set(words.join(' '), { words, latitude: l.latitude, longitude: l.longitude });
  }
  const towns = Map.groupBy(localities, (l) => searchWords(l.city).join(' '));
  for (const [town, members] of towns) {
    if (byName.has(town)) continue;
    byName.set(town, {
      words: town.split(' '),
      latitude: members.reduce((sum, l) => sum + l.latitude, 0) / members.length,
      longitude: members.reduce((sum, l) => sum + l.longitude, 0) / members.length,
    });
  }
  return [...byName.values()];
}

/** The one-word alternatives worth correcting ('infirmier' also finds 'Infirmière'). */
function correctable(alternatives: string[][]): string[] {
  return alternatives.flatMap((words) =>
    words.length === 1 && (words[0] as string).length >= SHORTEST_CORRECTABLE ? [words[0] as string] : [],
  );
}

/** The longest phrase (up to LONGEST_PHRASE words) starting at `at` that `known` recognises. */
function longestPhrase(words: string[], at: number, known: (phrase: string) => boolean): number {
  for (let length = Math.min(LONGEST_PHRASE, words.length - at); length > 0; length -= 1) {
    if (known(words.slice(at, at + length).join(' '))) return length;
  }
  return 0;
}

export function parseQuery(text: string, dictionary: SearchDictionary): ParsedQuery {
  const words = searchWords(text);
  const places = new Map(dictionary.places.map((place) => [place.words.join(' '), place]));

  // The first locality named is the reference point (alone, the search lists who works near it).
  let place: NamedPlace | null = null;
  let rest: string[] = words;
  for (let at = 0; at < words.length && !place; at += 1) {
    const length = longestPhrase(words, at, (phrase) => places.has(phrase));
    if (length === 0) continue;
    place = places.get(words.slice(at, at + length).join(' ')) ?? null;
    rest = [...words.slice(0, at), ...words.slice(at + length)];
  }

  const meaningful = rest.filter((word) => !STOP_WORDS.has(word));
  const groups: QueryGroup[] = [];
  for (let at = 0; at < meaningful.length;) {
    const length = longestPhrase(meaningful, at, (phrase) => dictionary.synonyms.has(phrase));
    if (length === 0) {
      const word = meaningful[at] as string;
      groups.push({ alternatives: [[word]], correctable: correctable([[word]]) });
      at += 1;
      continue;
    }
    const phrase = meaningful.slice(at, at + length);
    const alternatives = [phrase, ...(dictionary.synonyms.get(phrase.join(' ')) ?? [])];
    groups.push({ alternatives, correctable: correctable(alternatives) });
    at += length;
  }
  const first = rest.findIndex((word) => !STOP_WORDS.has(word));
  const last = rest.findLastIndex((word) => !STOP_WORDS.has(word));
  return {
    groups,
    place: place && { latitude: place.latitude, longitude: place.longitude },
    words: first < 0 ? [] : rest.slice(first, last + 1),
  };
}

/** What the vocabulary says of a word: whether it is one of its words, and its near spellings, nearest first. */
export interface Spelling {
  known: boolean;
  near: readonly string[];
}

/** A vocabulary word near a typed one, as the trigram KNN read of a vocabulary table gives it. */
export interface VocabularyNeighbour {
  typed: string;
  word: string;
  similarity: number;
}

/**
 * The spelling of each typed word from its nearest vocabulary words (the word itself among them
 * when the vocabulary has it): the others within `minSimilarity`, at most `perWord`, nearest first.
 */
export function spellingsOf(
  words: readonly string[],
  neighbours: readonly VocabularyNeighbour[],
  minSimilarity: number,
  perWord: number,
): Map<string, Spelling> {
  const spellings = new Map<string, Spelling>(words.map((word) => [word, { known: false, near: [] }]));
  const nearestFirst = neighbours.toSorted(
    (a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word),
  );
  for (const { typed, word, similarity } of nearestFirst) {
    const spelling = spellings.get(typed) ?? { known: false, near: [] };
    if (word === typed) spellings.set(typed, { ...spelling, known: true });
    else if (similarity >= minSimilarity && spelling.near.length < perWord)
      spellings.set(typed, { ...spelling, near: [...spelling.near, word] });
  }
  return spellings;
}

export interface WidenedQuery {
  /** As typed, a word the vocabulary does not know replaced by its nearest spelling too. */
  asTyped: QueryGroup[];
  /** With every near spelling. */
  widened: QueryGroup[];
}

/**
 * The groups with near spellings added as alternatives. A word the vocabulary does not know is a
 * typo: its nearest spelling counts as typed ('electricen' is 'electricien' before it is
 * 'electronicien'); a known word's near spellings ('couturier' → 'couturiere') rank below it.
 */
export function widen(groups: QueryGroup[], spellings: ReadonlyMap<string, Spelling>): WidenedQuery {
  const add = (group: QueryGroup, words: string[]): QueryGroup => {
    const known = new Set(group.alternatives.map((alternative) => alternative.join(' ')));
    const added = [...new Set(words)].filter((word) => !known.has(word));
    return { ...group, alternatives: [...group.alternatives, ...added.map((word) => [word])] };
  };
  const spelling = (word: string) => spellings.get(word) ?? { known: true, near: [] };
  return {
    asTyped: groups.map((group) =>
      add(
        group,
        group.correctable.flatMap((word) => {
          const { known, near } = spelling(word);
          return !known && near[0] ? [near[0]] : [];
        }),
      ),
    ),
    widened: groups.map((group) =>
      add(
        group,
        group.correctable.flatMap((word) => [...spelling(word).near]),
      ),
    ),
  };
}

/**
 * The `to_tsquery` text of the groups: all of them required ('&') or any ('|'), every word
 * restricted to `weights` when given ('A' = name and profession, 'AB' adds the category).
 * Words are [a-z0-9] only (searchWords), so nothing in them is tsquery syntax.
 */
export function tsqueryText(groups: QueryGroup[], join: '&' | '|', weights = ''): string {
  const suffix = weights ? `:${weights}` : '';
  return groups
    .map(
      (group) =>
        `(${group.alternatives.map((words) => words.map((word) => word + suffix).join(' & ')).join(' | ')})`,
    )
    .join(` ${join} `);
}
