// Worker search (/search) on 100,000 worker profiles: `searchWorkers` through the gateway (JWT
// check, one NATS round trip, one SQL statement in the profiles service), then the same SQL
// statement straight on Postgres as the floor. Run against `npm start`: npm run bench -- search
import { SIGNUP_PROFESSIONS } from '@liggeey/contracts';
import autocannon from 'autocannon';
import { signInThroughGateway } from '@liggeey/testing';
import pg from 'pg';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
/** The demo employer (libs/demo-data): /search is for employers and admins. */
const EMAIL = process.env.BENCH_EMAIL ?? 'recrutement@dakar-btp.demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_PROFILES = 100_000;
const TARGET_P95_MS = 50;
const TARGET_RPS = 500;
const TERM = 'plombier';
const MAX_PRICE = 8000;
const PAGE_SIZE = 12;
const QUERY = JSON.stringify({
  query: `{ searchWorkers(input: { q: "${TERM}", maxPrice: ${MAX_PRICE} }) {
    total items { id fullName profession price rating boosted locality { label } contact { phone } }
  } }`,
});

/**
 * 100,000 confirmed (listed) worker profiles with ids `b1000000-…` and e-mails @bench.liggeey.sn,
 * spread over the sign-up trades, prices and localities; inserted once (a second run finds them and
 * adds nothing).
 */
const SEED_SQL = `
INSERT INTO profiles.profiles (
  id, full_name, type, profession, category, description, phone, email, available, available_from,
  verified, price, locality_id, boosted_until, created_at, updated_at, confirmed_at)
SELECT
  ('b1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
  first_names[1 + g % array_length(first_names, 1)] || ' '
    || last_names[1 + (g / 7) % array_length(last_names, 1)],
  'worker',
  professions[1 + g % array_length(professions, 1)],
  'Métiers',
  'Professionnel expérimenté, travail soigné et ponctuel. Interventions à domicile et en entreprise.',
  '+221 77 ' || lpad((g % 10000000)::text, 7, '0'),
  'bench-' || g || '@bench.liggeey.sn',
  g % 5 <> 0,
  CASE WHEN g % 5 = 0 THEN current_date + g % 40 END,
  g % 3 = 0,
  1500 + (g * 37 % 136) * 100,
  localities[1 + g % greatest(array_length(localities, 1), 1)],
  CASE WHEN g % 500 = 0 THEN now() + interval '7 days' END,
  now() - g * interval '1 minute',
  now(),
  now()
FROM generate_series(1, $1::int) AS g,
  (SELECT
     ARRAY['Moussa', 'Awa', 'Ibrahima', 'Fatou', 'Cheikh', 'Aminata', 'Mamadou', 'Khady', 'Ousmane',
           'Mariama', 'Abdoulaye', 'Ndeye', 'Babacar', 'Aissatou', 'Lamine', 'Rokhaya'] AS first_names,
     ARRAY['Diop', 'Ndiaye', 'Fall', 'Sarr', 'Sow', 'Ba', 'Diallo', 'Faye', 'Mbaye', 'Gueye', 'Sy',
           'Cissé', 'Thiam', 'Kane', 'Seck', 'Niang', 'Touré', 'Camara'] AS last_names,
     $2::text[] AS professions,
     (SELECT array_agg(id ORDER BY city, name) FROM profiles.localities) AS localities) AS pools
ON CONFLICT (id) DO NOTHING`;

/**
 * The statement the profiles service runs for this search (WorkerSearchRepository.search with a
 * term and a maximum price, first page, the employer as viewer).
 */
const SEARCH_SQL = `
WITH hits AS MATERIALIZED (
  SELECT p.id, coalesce(p.boosted_until > now(), false) AS boosted,
    (CASE WHEN p.search_vector @@ websearch_to_tsquery('profiles.fr_unaccent'::regconfig, $1)
      THEN 1 + ts_rank(p.search_vector, websearch_to_tsquery('profiles.fr_unaccent'::regconfig, $1))
      ELSE public.similarity(profiles.f_unaccent(lower(p.full_name || ' ' || coalesce(p.profession, ''))),
                             profiles.f_unaccent(lower($1))) END)::float8 AS relevance,
    p.price, p.created_at, NULL::float8 AS distance_km
  FROM profiles.profiles p LEFT JOIN profiles.localities l ON l.id = p.locality_id
  WHERE p.type = 'worker' AND p.confirmed_at IS NOT NULL
    AND (p.search_vector @@ websearch_to_tsquery('profiles.fr_unaccent'::regconfig, $1)
      OR profiles.f_unaccent(lower(p.full_name || ' ' || coalesce(p.profession, '')))
         OPERATOR(public.%) profiles.f_unaccent(lower($1)))
    AND p.price <= $2
),
page AS (
  SELECT * FROM hits h ORDER BY h.boosted DESC, h.relevance DESC, h.created_at DESC, h.id
  LIMIT $3 OFFSET 0
)
SELECT counted.total, page.distance_km,
  p.id, p.full_name, p.type::text AS type, p.profession, p.category, p.description,
  p.profile_pic_url, p.cover_pic_url, p.cv_url, p.available,
  to_char(p.available_from, 'YYYY-MM-DD') AS available_from, p.verified, p.price,
  p.rating_sum, p.review_count, p.follower_count, p.phone, p.email, p.address, p.created_at,
  coalesce(p.boosted_until > now(), false) AS boosted, l.id AS locality_id, l.name AS locality_name,
  l.city AS locality_city,
  EXISTS (SELECT 1 FROM profiles.follows f WHERE f.follower_id = $4::uuid AND f.followee_id = p.id)
    AS followed_by_me
FROM (SELECT count(*)::int AS total FROM hits) counted
LEFT JOIN page ON true
LEFT JOIN profiles.profiles p LEFT JOIN profiles.localities l ON l.id = p.locality_id ON p.id = page.id
ORDER BY page.boosted DESC, page.relevance DESC, page.created_at DESC, page.id`;

interface Figures {
  rps: number;
  p95: number;
  failures: number;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function ensureBenchProfiles(pool: pg.Pool): Promise<number> {
  const count = async () =>
    (
      await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM profiles.profiles WHERE email LIKE '%@bench.liggeey.sn'",
      )
    ).rows[0]?.n ?? 0;
  if ((await count()) < BENCH_PROFILES) {
    console.log(`inserting ${BENCH_PROFILES} bench worker profiles…`);
    await pool.query(SEED_SQL, [BENCH_PROFILES, [...SIGNUP_PROFESSIONS]]);
    // Merges the GIN indexes' pending lists and refreshes the planner's statistics.
    await pool.query('VACUUM ANALYZE profiles.profiles');
  }
  return count();
}

/** `searchWorkers` through the gateway; autocannon has no p95, so every latency is kept. */
function loadGateway(headers: Record<string, string>, seconds: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${GATEWAY_URL}/graphql`,
        method: 'POST',
        headers,
        body: QUERY,
        connections: CONNECTIONS,
        duration: seconds,
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
          return;
        }
        resolve({
          rps: Math.round(result.requests.average),
          p95: percentile(latencies, 95),
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The same statement on a pool of `CONNECTIONS` connections, each looping for `seconds`. */
async function loadSql(pool: pg.Pool, viewerId: string, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1_000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const before = performance.now();
        try {
          // Unnamed, like the service's statements: planned on every execution.
          await pool.query(SEARCH_SQL, [TERM, MAX_PRICE, PAGE_SIZE, viewerId]);
          latencies.push(performance.now() - before);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;
  return { rps: Math.round(latencies.length / elapsed), p95: percentile(latencies, 95), failures };
}

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
try {
  const benchProfiles = await ensureBenchProfiles(pool);
  const { accessToken } = await signInThroughGateway(GATEWAY_URL, EMAIL, PASSWORD);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
  const viewerId = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };

  const probe = await fetch(`${GATEWAY_URL}/graphql`, { method: 'POST', headers, body: QUERY });
  const probeBody = (await probe.json()) as {
    data?: { searchWorkers?: { total?: number } };
    errors?: unknown;
  };
  const total = probeBody.data?.searchWorkers?.total ?? 0;
  if (total === 0) {
    console.error(`searchWorkers found nothing: ${JSON.stringify(probeBody)}`);
    process.exit(1);
  }

  // Warm up connections, JIT, plan caches and the database pages before measuring.
  await loadGateway(headers, 2);
  const gateway = await loadGateway(headers, DURATION_S);
  await loadSql(pool, viewerId.sub, 2);
  const floor = await loadSql(pool, viewerId.sub, DURATION_S);

  const ratio = gateway.p95 / floor.p95;
  console.log(
    `profiles: ${benchProfiles} bench workers; "${TERM}" with maxPrice ${MAX_PRICE} matches ${total} (${CONNECTIONS} connections, ${DURATION_S} s)`,
  );
  console.log(
    `searchWorkers via gateway: ${gateway.rps} req/s, p95 ${gateway.p95} ms, failures ${gateway.failures}`,
  );
  console.log(
    `same SQL on Postgres:      ${floor.rps} req/s, p95 ${floor.p95.toFixed(1)} ms, failures ${floor.failures}`,
  );
  const met = gateway.p95 <= TARGET_P95_MS && gateway.rps >= TARGET_RPS && gateway.failures === 0;
  console.log(
    `bench search: p95_ms=${gateway.p95} rps=${gateway.rps} sql_p95_ms=${floor.p95.toFixed(1)} ratio=${ratio.toFixed(2)} ` +
      `(target p95<=${TARGET_P95_MS} rps>=${TARGET_RPS}): ${met ? 'met' : 'missed'}`,
  );
} finally {
  await pool.end();
}
