// Job board throughput: the /jobs page's query for a signed-in worker, through the gateway (JWT
// check, one NATS round trip, one indexed SQL statement in the jobs service with the employer
// names from its own table), asking pages 1 to 5 of the board unfiltered and filtered (category,
// contract type, location, words), in turn. Run against `npm start`: npm run bench -- jobs
import autocannon from 'autocannon';
import { signInThroughGateway } from '@liggeey/testing';
import pg from 'pg';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
const EMAIL = process.env.BENCH_EMAIL ?? 'awa.ndiaye@demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_JOBS = 200;
const TARGET_RPS = 1_500;
const TARGET_P99_MS = 50;
/** A demo employer (libs/demo-data) owns the bench offers. */
const BENCH_EMPLOYER = '00000000-0000-4000-8000-000000000101';
const JOBS_QUERY =
  'query($i: JobSearchInput) { jobs(input: $i) { total items { id title employerName location contractType createdAt } } }';
/** The filters employers and workers use on /jobs; each asked on pages 1 to 5. */
const FILTERS: Record<string, string>[] = [
  {},
  { category: 'BTP' },
  { contractType: 'CDD' },
  { location: 'thies' },
  { q: 'offre' },
  { category: 'Transport & Logistique', location: 'Dakar' },
];
const PAGES = [1, 2, 3, 4, 5];
const BODIES = FILTERS.flatMap((filter) =>
  PAGES.map((page) =>
    JSON.stringify({ query: JOBS_QUERY, variables: { i: { ...filter, page, pageSize: 20 } } }),
  ),
);

/**
 * At least 200 active offers: fixed ids (`b0000000-…`) and a '[bench]' title mark them, so running
 * the bench again adds nothing (it reactivates them) and they are easy to remove.
 */
async function ensureBenchJobs(): Promise<number> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description, created_at)
       SELECT ('b0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, $1::uuid,
         '[bench] Offre ' || n, (ARRAY['BTP', 'Services', 'Artisanat', 'Transport & Logistique'])[1 + n % 4],
         (ARRAY['CDI', 'CDD', 'Stage', 'Freelance / Mission', 'Alternance'])[1 + n % 5],
         (ARRAY['Dakar', 'Thiès', 'Rufisque', 'Saint-Louis', 'Pikine'])[1 + n % 5],
         'Offre générée pour la mesure de performance du tableau des offres.',
         timestamptz '2026-01-01' + n * interval '1 minute'
       FROM generate_series(1, $2::int) AS n
       ON CONFLICT (id) DO UPDATE SET is_active = true`,
      [BENCH_EMPLOYER, BENCH_JOBS],
    );
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs.job_offers WHERE is_active',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.end();
  }
}

const activeJobs = await ensureBenchJobs();
const { accessToken } = await signInThroughGateway(GATEWAY_URL, EMAIL, PASSWORD);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

// Every request of the mix answers without error; the first page of the board is full.
for (const [index, body] of BODIES.entries()) {
  const probe = await fetch(`${GATEWAY_URL}/graphql`, { method: 'POST', headers, body });
  const probeBody = (await probe.json()) as { data?: { jobs?: { items?: unknown[] } }; errors?: unknown };
  if (
    probeBody.errors ||
    !probeBody.data?.jobs ||
    (index === 0 && probeBody.data.jobs.items?.length !== 20)
  ) {
    console.error(`The job board query failed for ${body}: ${JSON.stringify(probeBody)}`);
    process.exit(1);
  }
}

let sent = 0;
const run = (duration: number) =>
  autocannon({
    url: `${GATEWAY_URL}/graphql`,
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, body: BODIES[sent++ % BODIES.length] }) }],
  });
// Warm up connections, graphql-jit and the database pools before measuring.
await run(3);
const result = await run(DURATION_S);
const rps = Math.round(result.requests.average);
const p99 = result.latency.p99;
const errors = result.errors + result.timeouts;

console.log(
  `jobs(pageSize: 20) as a worker, pages 1–5 × ${FILTERS.length} filters, ${activeJobs} active offers: ${rps} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${p99} ms, errors ${errors}, non-2xx ${result.non2xx} (${CONNECTIONS} connections, ${DURATION_S} s)`,
);
const met = rps >= TARGET_RPS && p99 <= TARGET_P99_MS && errors === 0 && result.non2xx === 0;
console.log(
  `bench jobs: rps=${rps} p99_ms=${p99} (target rps>=${TARGET_RPS} p99<=${TARGET_P99_MS}): ${met ? 'met' : 'missed'}`,
);
