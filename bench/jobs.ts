// Job board throughput: the /jobs page's query for a signed-in worker, through the gateway (JWT
// check, one NATS round trip, one SQL statement in the jobs service with the employer names from
// its own table), asking a Zipf-drawn mix of several hundred searches (words as typed, misspelt or
// by synonym, with a place, the panel's filters, salary ranges and dates) on pages 1 to 3 over
// 2,000 offers of real trades. Run against `npm start`: npm run bench -- jobs
import autocannon from 'autocannon';
import { stackEnv, stackProbePort } from '@liggeey/stack';
import { signInThroughGateway } from '@liggeey/testing';
import pg from 'pg';
import { hitRateBetween, reusedAnswers } from './support/metrics.mjs';
import { JOB_BODIES, JOB_FILTERS, JOB_PLACES, JOB_TRADES, zipfSampler } from './support/mix.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
const EMAIL = process.env.BENCH_EMAIL ?? 'awa.ndiaye@demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_JOBS = 2_000;
const TARGET_RPS = 1_500;
const TARGET_P99_MS = 50;
/** A demo employer (libs/demo-data) owns the bench offers. */
const BENCH_EMPLOYER = '00000000-0000-4000-8000-000000000101';
const BODIES = JOB_BODIES;

/**
 * At least 2,000 active offers of real trades, published over the last 60 days: fixed ids
 * (`b0000000-…`) and a '[bench]' title mark them, so running the bench again adds nothing (it
 * resets them) and they are easy to remove.
 */
async function ensureBenchJobs(): Promise<number> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, salary, description, created_at)
       SELECT ('b0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, $1::uuid,
         '[bench] ' || ($3::text[])[1 + n % cardinality($3::text[])],
         (ARRAY['BTP', 'Services', 'Artisanat', 'Transport & Logistique'])[1 + n % 4],
         (ARRAY['CDI', 'CDD', 'Stage', 'Freelance / Mission', 'Alternance'])[1 + n % 5],
         ($4::text[])[1 + n % cardinality($4::text[])],
         (ARRAY['100 000 F CFA par mois', '150 000 F CFA', '250.000 F', 'À négocier', NULL])[1 + n % 5],
         'Offre générée pour la mesure de performance du tableau des offres.',
         now() - n * interval '43 minutes'
       FROM generate_series(1, $2::int) AS n
       ON CONFLICT (id) DO UPDATE SET is_active = true, title = EXCLUDED.title, category = EXCLUDED.category,
         contract_type = EXCLUDED.contract_type, location = EXCLUDED.location, salary = EXCLUDED.salary,
         created_at = EXCLUDED.created_at`,
      [BENCH_EMPLOYER, BENCH_JOBS, JOB_TRADES, JOB_PLACES],
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

const draw = zipfSampler(BODIES.length);
const asked = new Set<number>();
const run = (duration: number) =>
  autocannon({
    url: `${GATEWAY_URL}/graphql`,
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const index = draw();
          asked.add(index);
          return { ...request, body: BODIES[index] };
        },
      },
    ],
  });
const env: Record<string, string> = stackEnv(process.env);
/** The board's page caches (the gateway's, then the jobs service's) over the measured run. */
const pageCaches = () =>
  Promise.all(
    (['gateway', 'jobs'] as const).map((app) =>
      reusedAnswers(Number(stackProbePort(env, app)), 'job_board_pages'),
    ),
  );

// Warm up connections, graphql-jit and the database pools before measuring.
await run(3);
const cachesBefore = await pageCaches();
const result = await run(DURATION_S);
const cachesAfter = await pageCaches();
const [gatewayHits, jobsHits] = cachesAfter.map(
  (after, index) => hitRateBetween(cachesBefore[index] ?? after, after).rate,
);
const rps = Math.round(result.requests.average);
const p99 = result.latency.p99;
const errors = result.errors + result.timeouts;

console.log(
  `jobs(pageSize: 20) as a worker, ${asked.size} distinct of ${BODIES.length} requests (${JOB_FILTERS.length} searches × pages 1–3, Zipf), ` +
    `${activeJobs} active offers: ${rps} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${p99} ms, errors ${errors}, non-2xx ${result.non2xx} (${CONNECTIONS} connections, ${DURATION_S} s); ` +
    `page cache hits: gateway ${((gatewayHits ?? 0) * 100).toFixed(1)} %, jobs service ${((jobsHits ?? 0) * 100).toFixed(1)} % of what reached it`,
);
const met = rps >= TARGET_RPS && p99 <= TARGET_P99_MS && errors === 0 && result.non2xx === 0;
console.log(
  `bench jobs: rps=${rps} p99_ms=${p99} gateway_cache_hit=${(gatewayHits ?? 0).toFixed(2)} jobs_cache_hit=${(jobsHits ?? 0).toFixed(2)} (target rps>=${TARGET_RPS} p99<=${TARGET_P99_MS}): ${met ? 'met' : 'missed'}`,
);
