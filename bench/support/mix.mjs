// The requests of the page benches, shared so a bench mixing them asks the same as each one alone.

export const JOBS_QUERY =
  'query($i: JobSearchInput) { jobs(input: $i) { total items { id title employerName location contractType createdAt } } }';
/** The trades of the bench's offers (their titles), as employers name them. */
export const JOB_TRADES = [
  'Électricien',
  'Plombier',
  'Maçon',
  'Menuisier',
  'Chauffeur',
  'Couturière',
  'Mécanicien',
  'Livreur',
  'Peintre en bâtiment',
  'Cuisinier',
  'Infirmier',
  'Développeur web',
  'Vendeuse',
  'Soudeur',
  'Jardinier',
  'Coiffeuse',
];
export const JOB_PLACES = ['Dakar', 'Thiès', 'Rufisque', 'Saint-Louis', 'Pikine'];

/** What people type on /jobs: trades as written, misspelt, unaccented or by synonym, with a place. */
const TYPED = [
  'electricien',
  'plombier',
  'maçon',
  'menuisier',
  'chauffeur',
  'couturiere',
  'mecanicien',
  'livreur',
  'peintre',
  'cuisinier',
  'infirmier',
  'developpeur web',
  'vendeuse',
  'soudeur',
  'jardinier',
  'coiffeuse',
  'menusier',
  'plombié',
  'macon',
  'chaufeur',
  'electricen',
  'mecanisien',
  'taxi',
  'couture',
  'plomberie',
  'livraison',
  'dev web',
  'soins',
  'coiffure',
  'peinture',
  'cuisine',
  'soudure',
];
const CATEGORIES = ['BTP', 'Services', 'Artisanat', 'Transport & Logistique'];
const CONTRACTS = ['CDI', 'CDD', 'Stage', 'Freelance / Mission', 'Alternance'];
const SALARIES = [{ salaryMin: 100_000 }, { salaryMax: 150_000 }, { salaryMin: 150_000, salaryMax: 300_000 }];
const PERIODS = ['DAY', 'WEEK', 'MONTH'];

/**
 * The filters people use on /jobs, most frequent first (the bench draws them with a Zipf law): the
 * unfiltered board, then words alone, words with a place, and the panel's filters alone or with
 * words — several hundred distinct searches.
 */
export const JOB_FILTERS = [
  {},
  ...TYPED.map((q) => ({ q })),
  ...CATEGORIES.map((category) => ({ category })),
  ...TYPED.flatMap((q, index) => [{ q: `${q} ${JOB_PLACES[index % JOB_PLACES.length]}` }]),
  ...CONTRACTS.map((contractType) => ({ contractType })),
  ...JOB_PLACES.map((location) => ({ location })),
  ...SALARIES,
  ...PERIODS.map((postedWithin) => ({ postedWithin })),
  ...TYPED.flatMap((q, index) => [
    { q, contractType: CONTRACTS[index % CONTRACTS.length] },
    { q, ...SALARIES[index % SALARIES.length] },
    { q, postedWithin: PERIODS[index % PERIODS.length] },
  ]),
  ...CATEGORIES.flatMap((category) => JOB_PLACES.map((location) => ({ category, location }))),
];
export const JOB_PAGES = [1, 2, 3];
/** The /jobs bodies, filter by filter (most frequent first), pages 1 to 3 each (20 offers a page). */
export const JOB_BODIES = JOB_FILTERS.flatMap((filter) =>
  JOB_PAGES.map((page) =>
    JSON.stringify({ query: JOBS_QUERY, variables: { i: { ...filter, page, pageSize: 20 } } }),
  ),
);

export const FEED_PAGE_SIZE = 10;
export const FEED_QUERY = `query($after: String) { feedPosts(first: ${FEED_PAGE_SIZE}, after: $after) { nextCursor items {
    id content mediaUrl mediaType likeCount commentCount likedByMe createdAt author { id fullName profilePicUrl } } } }`;
export const feedPageBody = (after) => JSON.stringify({ query: FEED_QUERY, variables: { after } });

/**
 * A draw of ranks 0…n-1 with probability ∝ 1/(rank+1)^exponent (Zipf): the first items are
 * frequent, most are rare, as real traffic is. `random` in [0, 1).
 */
export function zipfSampler(n, exponent = 1) {
  const cumulative = [];
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative.push(total);
  }
  return (random = Math.random()) => {
    const target = random * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
