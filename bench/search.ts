// Worker search (/search) on 1,000,000 worker profiles with the queries employers really type
// (issue 20): over 2,000 distinct searches (trades with and without accents, plurals and feminine
// forms, typos, synonyms, a locality in the text, names; a third with filters) drawn with a Zipf
// distribution, so a few are frequent and most are rare, through the gateway on 20 connections.
// Then the SQL floor: the same mix run by the profiles service's own search code straight on
// Postgres, on pools of the service's size, without its page cache nor its reused counts. Run
// against `npm start`: npm run bench -- search
import { SIGNUP_PROFESSIONS, type Actor, workerSearchSchema } from '@liggeey/contracts';
import { PLAN_ONCE_SETTINGS, SqlRows, postgresStartupOptions } from '@liggeey/service-kit';
import { stackEnv, stackProbePort } from '@liggeey/stack';
import { signInThroughGateway } from '@liggeey/testing';
import { PrismaPg } from '@prisma/adapter-pg';
import autocannon from 'autocannon';
import pg from 'pg';
import { hitRateBetween, reusedAnswers } from './support/metrics.mjs';

// The profiles service's own search code, as built (`npm run build`): Node cannot strip the types of
// its decorated sources. Typed from the sources.
const PROFILES_DIST = new URL('../apps/profiles/dist/', import.meta.url).href;
const { PrismaClient } = (await import(
  `${PROFILES_DIST}generated/prisma/client.js`
)) as typeof import('../apps/profiles/src/generated/prisma/client.js');
const { ProfilesRepository } = (await import(
  `${PROFILES_DIST}profiles/profiles.repository.js`
)) as typeof import('../apps/profiles/src/profiles/profiles.repository.js');
const { ProfileCards } = (await import(
  `${PROFILES_DIST}profiles/profile-cards.js`
)) as typeof import('../apps/profiles/src/profiles/profile-cards.js');
const { WorkerSearchRepository } = (await import(
  `${PROFILES_DIST}search/worker-search.repository.js`
)) as typeof import('../apps/profiles/src/search/worker-search.repository.js');
const { SEARCH_POSTGRES_SETTINGS } = (await import(
  `${PROFILES_DIST}search/search-postgres-settings.js`
)) as typeof import('../apps/profiles/src/search/search-postgres-settings.js');
const { profilesConfigSchema } = (await import(
  `${PROFILES_DIST}config/profiles-config.js`
)) as typeof import('../apps/profiles/src/config/profiles-config.js');
const { WorkerSearchService } = (await import(
  `${PROFILES_DIST}search/worker-search.service.js`
)) as typeof import('../apps/profiles/src/search/worker-search.service.js');
type WorkerSearchService = InstanceType<typeof WorkerSearchService>;

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
/** The demo employer (libs/demo-data): /search is for employers and admins. */
const EMAIL = process.env.BENCH_EMAIL ?? 'recrutement@dakar-btp.demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** One per core of the machine the figures are kept from. */
const ALONE_CONNECTIONS = 2;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const BENCH_PROFILES = 1_000_000;
const SEED_BATCH = 100_000;
const TARGET_P95_MS = 50;
const TARGET_RPS = 500;
const TARGET_SQL_P95_MS = 25;
const ZIPF_EXPONENT = 1;
const MIN_DISTINCT = 2_000;

/** Professions of the bench workers: the sign-up list and the feminine forms workers type. */
const BENCH_PROFESSIONS = [
  ...SIGNUP_PROFESSIONS,
  'Couturière',
  'Coiffeuse',
  'Électricienne',
  'Cuisinière',
  'Infirmière à domicile',
  'Aide-soignante',
  'Vendeuse en ligne',
];
const FIRST_NAMES = [
  'Moussa',
  'Awa',
  'Ibrahima',
  'Fatou',
  'Cheikh',
  'Aminata',
  'Mamadou',
  'Khady',
  'Ousmane',
  'Mariama',
  'Abdoulaye',
  'Ndeye',
  'Babacar',
  'Aissatou',
  'Lamine',
  'Rokhaya',
  'Modou',
  'Coumba',
  'Pape',
  'Astou',
  'Serigne',
  'Binta',
  'Alioune',
  'Sokhna',
  'Omar',
  'Nabou',
  'Samba',
  'Marième',
  'Assane',
  'Dieynaba',
];
const LAST_NAMES = [
  'Diop',
  'Ndiaye',
  'Fall',
  'Sarr',
  'Sow',
  'Ba',
  'Diallo',
  'Faye',
  'Mbaye',
  'Gueye',
  'Sy',
  'Cissé',
  'Thiam',
  'Kane',
  'Seck',
  'Niang',
  'Touré',
  'Camara',
  'Diouf',
  'Ndoye',
  'Mbengue',
  'Sène',
  'Gaye',
  'Diagne',
];
const DESCRIPTIONS = [
  'Professionnel expérimenté, travail soigné et ponctuel.',
  'Interventions à domicile et en entreprise, devis gratuit.',
  'Disponible le week-end, références sur demande.',
  "Dix ans d'expérience, outillage complet.",
  'Formé en centre professionnel, sérieux et rigoureux.',
];

/**
 * 1,000,000 confirmed (listed) worker profiles, ids `b1000000-…`, e-mails @bench.liggeey.sn, spread
 * over the professions, names, localities, prices, availabilities, reviews and boosts; inserted
 * once, by batches (a second run finds them and adds nothing).
 */
const SEED_SQL = `
INSERT INTO profiles.profiles (
  id, full_name, type, profession, category, description, phone, email, available, available_from,
  verified, price, review_count, rating_sum, locality_id, boosted_until, created_at, updated_at, confirmed_at)
SELECT
  ('b1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
  first_names[1 + g % array_length(first_names, 1)] || ' '
    || last_names[1 + (g / 31) % array_length(last_names, 1)],
  'worker',
  professions[1 + (g / 7) % array_length(professions, 1)],
  'Métiers',
  descriptions[1 + g % array_length(descriptions, 1)],
  '+221 77 ' || lpad((g % 10000000)::text, 7, '0'),
  'bench-' || g || '@bench.liggeey.sn',
  g % 5 <> 0,
  CASE WHEN g % 10 = 0 THEN current_date + g % 40 END,
  g % 3 = 0,
  1500 + (g * 37 % 136) * 100,
  g % 13,
  (g % 13) * (3 + g % 3),
  localities[1 + g % greatest(array_length(localities, 1), 1)],
  CASE WHEN g % 500 = 0 THEN now() + interval '7 days' END,
  now() - g * interval '1 minute',
  now(),
  now()
FROM generate_series($1::int, $2::int) AS g,
  (SELECT $3::text[] AS first_names, $4::text[] AS last_names, $5::text[] AS professions,
     $6::text[] AS descriptions,
     (SELECT array_agg(id ORDER BY city, name) FROM profiles.localities) AS localities) AS pools
ON CONFLICT (id) DO NOTHING`;

async function ensureBenchProfiles(pool: pg.Pool): Promise<number> {
  const count = async () =>
    (
      await pool.query<{ n: number }>(
        // Its own e-mails: other benches' people share the domain (bench-realtime-…).
        "SELECT count(*)::int AS n FROM profiles.profiles WHERE email ~ '^bench-[0-9]+@bench\\.liggeey\\.sn$'",
      )
    ).rows[0]?.n ?? 0;
  if ((await count()) < BENCH_PROFILES) {
    for (let from = 1; from <= BENCH_PROFILES; from += SEED_BATCH) {
      const to = Math.min(BENCH_PROFILES, from + SEED_BATCH - 1);
      console.log(`inserting bench worker profiles ${from}–${to}…`);
      await pool.query(SEED_SQL, [from, to, FIRST_NAMES, LAST_NAMES, BENCH_PROFESSIONS, DESCRIPTIONS]);
    }
    // Merges the GIN indexes' pending lists and refreshes the planner's statistics.
    await pool.query('VACUUM ANALYZE profiles.profiles');
  }
  return count();
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same mix on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Trades as employers type them: with and without accents, plural, feminine, upper case. */
const TRADE_TERMS = [
  'plombier',
  'Plombier',
  'plombiers',
  'électricien',
  'electricien',
  'Électricienne',
  'maçon',
  'macon',
  'menuisier',
  'menuisiers',
  'couturier',
  'couturière',
  'coiffeur',
  'coiffeuse',
  'coiffeuses',
  'nounou',
  'cuisinier',
  'cuisinière',
  'chauffeur',
  'chauffeur vtc',
  'livreur',
  'photographe',
  'infographiste',
  'développeur web',
  'developpeur',
  'community manager',
  'peintre',
  'peintre en bâtiment',
  'chef de chantier',
  'aide-soignant',
  'infirmier',
  'infirmière',
  'coach sportif',
  'agent immobilier',
  'ménagère',
  'menagere',
  'vendeur en ligne',
  'télévendeur',
  'PLOMBIER',
  'Maçons',
];
/** Words for the trades that are not their names (the synonyms table). */
const SYNONYM_TERMS = [
  'peinture',
  'dev web',
  "garde d'enfants",
  'taxi',
  'plomberie',
  'menuiserie',
  'maçonnerie',
  'couture',
  'coiffure',
  'photo',
  'graphiste',
  'réseaux sociaux',
  'femme de ménage',
  'ménage',
  'cuisine',
  'traiteur',
  'livraison',
  'coursier',
  'nourrice',
  'baby-sitter',
  'site internet',
  'btp',
  'soins à domicile',
  'yango',
];
const TYPO_WORDS = [
  'plombier',
  'electricien',
  'menuisier',
  'couturiere',
  'coiffeuse',
  'chauffeur',
  'cuisinier',
  'photographe',
  'infographiste',
  'developpeur',
  'livreur',
  'infirmier',
  'menagere',
  'televendeur',
  'peintre',
];
const LOCALITY_NAMES = [
  'Plateau',
  'Médina',
  'Fann',
  'Mermoz',
  'Sacré-Cœur',
  'Liberté',
  'Grand Yoff',
  'Parcelles Assainies',
  'Ouakam',
  'Ngor',
  'Yoff',
  'Almadies',
  'Pikine',
  'Guédiawaye',
  'Thiaroye',
  'Keur Massar',
  'Rufisque',
  'Diamniadio',
  'Thiès',
  'thies',
  'Mbour',
  'Saly',
  'Saint-Louis',
  'Louga',
  'Kaolack',
  'Touba',
  'Ziguinchor',
  'Dakar',
];

/** Misspellings of a word: a letter dropped, two swapped, one doubled, the final 'er' as 'é'. */
function typos(word: string): string[] {
  const found = new Set<string>();
  for (let i = 1; i < word.length - 1; i += 2) found.add(word.slice(0, i) + word.slice(i + 1));
  for (let i = 2; i < word.length - 1; i += 3)
    found.add(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
  found.add(word.slice(0, 3) + word.charAt(3) + word.slice(3));
  if (word.endsWith('er')) found.add(`${word.slice(0, -2)}é`);
  found.delete(word);
  return [...found];
}

interface BenchSearch {
  q: string;
  maxPrice?: number;
  availability?: 'NOW' | 'THIS_WEEK' | 'THIS_MONTH';
  localityId?: string;
  distanceKm?: 5 | 10 | 25;
}

/**
 * The distinct searches, most popular first: trades and their usual words, then typos, a trade in a
 * locality, names; every third one carries filters (price, availability, distance).
 */
function distinctSearches(localityIds: string[]): BenchSearch[] {
  const next = random(20);
  const head = shuffle([...TRADE_TERMS, ...SYNONYM_TERMS], next);
  const typed = TYPO_WORDS.flatMap(typos);
  const inLocality = [...TRADE_TERMS, ...SYNONYM_TERMS.slice(0, 8)].flatMap((trade) =>
    LOCALITY_NAMES.map((locality) => (next() < 0.3 ? `${trade} à ${locality}` : `${trade} ${locality}`)),
  );
  const typoInLocality = typed
    .slice(0, 60)
    .map((typo, i) => `${typo} ${LOCALITY_NAMES[i % LOCALITY_NAMES.length]}`);
  const names = FIRST_NAMES.flatMap((first) => LAST_NAMES.slice(0, 12).map((last) => `${first} ${last}`));
  const nameAndTrade = names.slice(0, 120).map((name, i) => `${name} ${TRADE_TERMS[i % TRADE_TERMS.length]}`);
  const tail = shuffle([...typed, ...inLocality, ...typoInLocality, ...names, ...nameAndTrade], next);
  const queries = [...new Set([...head, ...tail])];
  return queries.map((q, i) => {
    if (i % 3 !== 1) return { q };
    switch (((i / 3) % 4) | 0) {
      case 0:
        return { q, maxPrice: [5_000, 8_000, 12_000][i % 3] };
      case 1:
        return { q, availability: (['NOW', 'THIS_WEEK', 'THIS_MONTH'] as const)[i % 3] };
      case 2:
        return {
          q,
          localityId: localityIds[i % localityIds.length],
          distanceKm: ([5, 10, 25] as const)[i % 3],
        };
      default:
        return { q, maxPrice: 10_000, availability: 'NOW' };
    }
  });
}

/** `count` ranks drawn from a Zipf distribution over `n` (rank 0 the most frequent). */
function zipfDraws(n: number, count: number, next: () => number): number[] {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= n; rank += 1) cumulative.push((sum += 1 / rank ** ZIPF_EXPONENT));
  return Array.from({ length: count }, () => {
    const target = next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  });
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** Latencies in ms to one decimal. */
function figures(latencies: number[], seconds: number, failures: number): Figures {
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return { rps: Math.round(latencies.length / seconds), p50: ms(50), p95: ms(95), p99: ms(99), failures };
}

const SEARCH_QUERY = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total items { id fullName profession price rating boosted available locality { label } distanceKm contact { phone } }
} }`;

/** `searchWorkers` through the gateway, each request the next search of `sequence`. */
function loadGateway(
  headers: Record<string, string>,
  searches: BenchSearch[],
  sequence: number[],
  seconds: number,
): Promise<Figures> {
  const bodies = searches.map((search) => JSON.stringify({ query: SEARCH_QUERY, variables: { i: search } }));
  let position = 0;
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${GATEWAY_URL}/graphql`,
        method: 'POST',
        headers,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const search = sequence[position % sequence.length] as number;
              position += 1;
              return { ...request, body: bodies[search] };
            },
          },
        ],
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
          return;
        }
        resolve(figures(latencies, seconds, result.errors + result.timeouts + result.non2xx));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * The SQL floor: the same searches run by the profiles service's own code (query reading, spelling
 * lookups, page statement, rows statement) on Postgres, without its page cache, `connections` at once
 * on the service's pools.
 */
async function loadSql(
  service: WorkerSearchService,
  actor: Actor,
  searches: BenchSearch[],
  sequence: number[],
  seconds: number,
  connections = CONNECTIONS,
): Promise<Figures & { slowest: { q: string; ms: number }[] }> {
  const inputs = searches.map((search) => workerSearchSchema.parse({ ...search, requireQuery: true }));
  const latencies: number[] = [];
  const slowest = new Map<string, number>();
  let failures = 0;
  let position = 0;
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const search = sequence[position % sequence.length] as number;
        position += 1;
        const before = performance.now();
        try {
          await service.search(actor, inputs[search] as ReturnType<typeof workerSearchSchema.parse>);
          const ms = performance.now() - before;
          latencies.push(ms);
          const key = JSON.stringify(searches[search]);
          slowest.set(key, Math.max(ms, slowest.get(key) ?? 0));
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return {
    ...figures(latencies, seconds, failures),
    slowest: [...slowest]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([q, ms]) => ({ q, ms })),
  };
}

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
/**
 * The profiles service's pools are this size (as `npm start` runs it): twenty searches at once wait
 * for a connection in the service, not on Postgres. Twenty connections each measured 200–231
 * searches/s where five measured 284–349 on the 2026-12-06 host (p95 217–248 → 106–135 ms).
 */
const SERVICE_POOL_MAX = profilesConfigSchema.shape.DATABASE_POOL_MAX.parse(process.env.DATABASE_POOL_MAX);
/** The profiles service's own pool: its connection settings, Prisma on it, its statements run on it. */
const servicePool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: SERVICE_POOL_MAX,
  options: postgresStartupOptions(SEARCH_POSTGRES_SETTINGS),
});
const prisma = new PrismaClient({
  adapter: new PrismaPg(servicePool, { schema: 'profiles', disposeExternalPool: true }),
});
/** Its pool for the statements it plans once per connection. */
const planOncePool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: SERVICE_POOL_MAX,
  options: postgresStartupOptions({ ...SEARCH_POSTGRES_SETTINGS, ...PLAN_ONCE_SETTINGS }),
});
const serviceSql = new SqlRows(servicePool, planOncePool);
try {
  const benchProfiles = await ensureBenchProfiles(pool);
  const { rows: localityRows } = await pool.query<{ id: string }>(
    "SELECT id FROM profiles.localities WHERE city IN ('Dakar', 'Pikine', 'Thiès', 'Rufisque') ORDER BY name",
  );
  const searches = distinctSearches(localityRows.map((row) => row.id));
  if (searches.length < MIN_DISTINCT) throw new Error(`only ${searches.length} distinct searches`);
  const sequence = zipfDraws(searches.length, 400_000, random(7));

  const { accessToken } = await signInThroughGateway(GATEWAY_URL, EMAIL, PASSWORD);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
  const viewer = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };

  // Every search of the head answers without error, and most find someone.
  let found = 0;
  for (const search of searches.slice(0, 100)) {
    const response = await fetch(`${GATEWAY_URL}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: SEARCH_QUERY, variables: { i: search } }),
    });
    const body = (await response.json()) as {
      data?: { searchWorkers?: { total: number } };
      errors?: unknown;
    };
    if (body.errors || !body.data?.searchWorkers) {
      console.error(`searchWorkers failed for ${JSON.stringify(search)}: ${JSON.stringify(body)}`);
      process.exit(1);
    }
    if (body.data.searchWorkers.total > 0) found += 1;
  }

  // Warm up connections, JIT and the database pages on another part of the sequence.
  await loadGateway(headers, searches, sequence.slice(200_000), 3);
  // The profiles service counts its page cache's hits (liggeey_reused_answers_total).
  const profilesProbe = Number(stackProbePort(stackEnv(process.env), 'profiles'));
  const gatewayProbe = Number(stackProbePort(stackEnv(process.env), 'gateway'));
  const answersBefore = await reusedAnswers(gatewayProbe, 'worker-search-answers');
  const cacheBefore = await reusedAnswers(profilesProbe, 'worker-search');
  const countsBefore = await reusedAnswers(profilesProbe, 'search-counts');
  const cardsBefore = await reusedAnswers(profilesProbe, 'profile-cards');
  const g = await loadGateway(headers, searches, sequence, DURATION_S);
  const answersAfter = await reusedAnswers(gatewayProbe, 'worker-search-answers');
  const cacheAfter = await reusedAnswers(profilesProbe, 'worker-search');
  const countsAfter = await reusedAnswers(profilesProbe, 'search-counts');
  const cardsAfter = await reusedAnswers(profilesProbe, 'profile-cards');
  const { rate: hitRate, reads: cacheReads } = hitRateBetween(cacheBefore, cacheAfter);
  const counts = hitRateBetween(countsBefore, countsAfter);
  const cards = hitRateBetween(cardsBefore, cardsAfter);
  const answers = hitRateBetween(answersBefore, answersAfter);

  // The service's own code with nothing reused: every search reads its statements.
  const floorConfig = {
    SEARCH_CACHE_TTL_MS: 0,
    SEARCH_COUNT_TTL_MS: 0,
    SEARCH_CARDS_TTL_MS: 0,
    SEARCH_STORED_ORDER_FROM: profilesConfigSchema.shape.SEARCH_STORED_ORDER_FROM.parse(undefined),
  } as ConstructorParameters<typeof WorkerSearchService>[3];
  const profileRows = new ProfilesRepository(prisma, serviceSql);
  const service = new WorkerSearchService(
    new WorkerSearchRepository(prisma, serviceSql),
    profileRows,
    new ProfileCards(profileRows, floorConfig),
    floorConfig,
  );
  const actor: Actor = { id: viewer.sub, type: 'employer' };
  await loadSql(service, actor, searches, sequence.slice(200_000), 3);
  const floor = await loadSql(service, actor, searches, sequence, DURATION_S);
  // One search per core at a time: what a search's statements cost without twenty others queued on
  // the same two cores (for information; the target is on the twenty connections above).
  const alone = await loadSql(
    service,
    actor,
    searches,
    sequence.slice(100_000),
    DURATION_S,
    ALONE_CONNECTIONS,
  );

  console.log(
    `profiles: ${benchProfiles} bench workers; ${searches.length} distinct searches (a third with filters), ` +
      `Zipf s=${ZIPF_EXPONENT}, ${found}/100 of the most frequent find someone (${CONNECTIONS} connections, ${DURATION_S} s)`,
  );
  console.log(
    `searchWorkers via gateway: ${g.rps} req/s, p50 ${g.p50} ms, p95 ${g.p95} ms, p99 ${g.p99} ms, ` +
      `answers reused by the gateway ${(answers.rate * 100).toFixed(1)} % (of ${answers.reads}), ` +
      `page cache hits ${(hitRate * 100).toFixed(1)} % (of ${cacheReads} page reads, counted by the service), ` +
      `counts reused ${(counts.rate * 100).toFixed(1)} % (of ${counts.reads}), ` +
      `cards reused ${(cards.rate * 100).toFixed(1)} % (of ${cards.reads}), failures ${g.failures}`,
  );
  console.log(
    `SQL floor (service code on pools of ${SERVICE_POOL_MAX}, no page cache nor reused counts): ${floor.rps} req/s, p50 ${floor.p50} ms, ` +
      `p95 ${floor.p95} ms, p99 ${floor.p99} ms, failures ${floor.failures}`,
  );
  console.log(
    `SQL alone (${ALONE_CONNECTIONS} connections): ${alone.rps} req/s, p50 ${alone.p50} ms, p95 ${alone.p95} ms, ` +
      `p99 ${alone.p99} ms, failures ${alone.failures}`,
  );
  console.log(
    `slowest searches on Postgres: ${floor.slowest.map((s) => `${s.q} ${s.ms.toFixed(0)} ms`).join('; ')}`,
  );
  const met =
    g.p95 <= TARGET_P95_MS &&
    g.rps >= TARGET_RPS &&
    g.failures === 0 &&
    floor.p95 <= TARGET_SQL_P95_MS &&
    floor.failures === 0;
  console.log(
    `bench search: p50_ms=${g.p50} p95_ms=${g.p95} p99_ms=${g.p99} rps=${g.rps} gateway_hit=${answers.rate.toFixed(2)} ` +
      `cache_hit=${hitRate.toFixed(2)} count_hit=${counts.rate.toFixed(2)} ` +
      `cards_hit=${cards.rate.toFixed(2)} ` +
      `sql_p95_ms=${floor.p95} sql_alone_p95_ms=${alone.p95} distinct=${searches.length} ` +
      `(target p95<=${TARGET_P95_MS} rps>=${TARGET_RPS} sql_p95<=${TARGET_SQL_P95_MS}): ${met ? 'met' : 'missed'}`,
  );
} finally {
  await prisma.$disconnect();
  await planOncePool.end();
  await pool.end();
}
