// News feed (/feed) with 100,000 posts: pages 1 to 5 in turn (the cursors of a reader scrolling)
// through the gateway (JWT check, one NATS round trip, one SQL statement in the feed service: the
// `(created_at DESC, id DESC)` index, the counters on the post rows, the authors from the service's
// own table, the viewer's likes by primary key). Run against `npm start`: npm run bench -- feed
import autocannon from 'autocannon';
import { signInThroughGateway } from '@liggeey/testing';
import pg from 'pg';
import { stackEnv, stackProbePort } from '@liggeey/stack';
import { FEED_PAGE_SIZE, feedPageBody } from './support/mix.mjs';
import { hitRateBetween, reusedAnswers } from './support/metrics.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
const EMAIL = process.env.BENCH_EMAIL ?? 'awa.ndiaye@demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_POSTS = 100_000;
const PAGE_SIZE = FEED_PAGE_SIZE;
const TARGET_RPS = 1_000;
const TARGET_P99_MS = 50;
const PAGES = 5;
const pageBody = feedPageBody;

/**
 * 100,000 posts with ids `b2000000-…`, a minute apart, by the demo accounts (libs/demo-data), one in
 * ten with a picture; inserted once in one statement (a second run finds them and adds nothing).
 */
const SEED_SQL = `
INSERT INTO feed.posts (id, user_id, content, media_url, like_count, comment_count, created_at)
SELECT
  ('b2000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
  (ARRAY['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102',
    '00000000-0000-4000-8000-000000000201'])[1 + g % 3]::uuid,
  'Publication de mesure n° ' || g || ' : nouveau chantier, nouvelle collection, nouvelle offre à Dakar.',
  CASE WHEN g % 10 = 0 THEN '/files/posts/bench/' || g || '_photo.webp' END,
  g % 17, g % 5,
  timestamptz '2026-01-01' + g * interval '1 minute'
FROM generate_series(1, $1::int) AS g
ON CONFLICT (id) DO NOTHING`;

async function ensureBenchPosts(): Promise<number> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rowCount } = await db.query(SEED_SQL, [BENCH_POSTS]);
    if (rowCount) await db.query('VACUUM ANALYZE feed.posts');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed.posts');
    return rows[0]?.n ?? 0;
  } finally {
    await db.end();
  }
}

/** A page's statement as the feed service sends it (after the page's last post, if any). */
const PAGE_SQL = `
SELECT p.id, p.user_id, p.content, p.media_url, p.like_count, p.comment_count, p.created_at,
  coalesce(a.full_name, 'Membre Liggeey') AS author_name, a.profile_pic_url AS author_pic_url,
  EXISTS (SELECT 1 FROM feed.post_likes l WHERE l.post_id = p.id AND l.user_id = $1::uuid) AS liked
FROM feed.posts p LEFT JOIN feed.authors a ON a.id = p.user_id
WHERE $2::timestamptz IS NULL OR (p.created_at, p.id) < ($2::timestamptz, $3::uuid)
ORDER BY p.created_at DESC, p.id DESC
LIMIT ${PAGE_SIZE + 1}`;

/** The statements of pages 1 to 5 in turn, on a pool as wide as the load. */
async function sqlFloor(lastOfPages: ({ createdAt: string; id: string } | null)[]): Promise<string> {
  let sent = 0;
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  const viewer = '00000000-0000-4000-8000-000000000201';
  const latencies: number[] = [];
  const end = Date.now() + DURATION_S * 1_000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const last = lastOfPages[sent++ % lastOfPages.length] ?? null;
          const started = performance.now();
          await pool.query(PAGE_SQL, [viewer, last?.createdAt ?? null, last?.id ?? null]);
          latencies.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return `${Math.round(latencies.length / DURATION_S)} statements/s, p99 ${p99.toFixed(1)} ms`;
}

const posts = await ensureBenchPosts();
const { accessToken } = await signInThroughGateway(GATEWAY_URL, EMAIL, PASSWORD);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

// A reader scrolling: the bodies of pages 1 to 5, each with the cursor the previous one gave, and
// the post each page starts after (for the SQL floor).
const bodies: string[] = [];
const lastOfPages: ({ createdAt: string; id: string } | null)[] = [];
let after: string | null = null;
let lastPost: { createdAt: string; id: string } | null = null;
for (let page = 1; page <= PAGES; page += 1) {
  const body = pageBody(after);
  const probe = await fetch(`${GATEWAY_URL}/graphql`, { method: 'POST', headers, body });
  const probeBody = (await probe.json()) as {
    data?: { feedPosts?: { items?: { id: string; createdAt: string }[]; nextCursor?: string | null } };
  };
  const feedPage = probeBody.data?.feedPosts;
  if (feedPage?.items?.length !== PAGE_SIZE || !feedPage.nextCursor) {
    console.error(`The feed query did not answer a full page ${page}: ${JSON.stringify(probeBody)}`);
    process.exit(1);
  }
  bodies.push(body);
  lastOfPages.push(lastPost);
  after = feedPage.nextCursor;
  lastPost = feedPage.items.at(-1) ?? null;
}

let sent = 0;
const run = (duration: number) =>
  autocannon({
    url: `${GATEWAY_URL}/graphql`,
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[sent++ % bodies.length] }) }],
  });
// Warm up connections, graphql-jit and the database pools before measuring.
await run(3);
// The feed service's first-page cache, as it counted its hits over the measured run.
const feedProbe = Number(stackProbePort(stackEnv(process.env), 'feed'));
const cacheBefore = await reusedAnswers(feedProbe, 'feed_first_pages');
const result = await run(DURATION_S);
const cacheAfter = await reusedAnswers(feedProbe, 'feed_first_pages');
const { rate: hitRate, reads: cacheReads } = hitRateBetween(cacheBefore, cacheAfter);
const rps = Math.round(result.requests.average);
const p99 = result.latency.p99;
const errors = result.errors + result.timeouts;

console.log(
  `feedPosts(first: ${PAGE_SIZE}) pages 1–${PAGES} as a worker, ${posts} posts: ${rps} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${p99} ms, errors ${errors}, non-2xx ${result.non2xx} (${CONNECTIONS} connections, ${DURATION_S} s); ` +
    `first-page cache hits ${(hitRate * 100).toFixed(1)} % of ${cacheReads} first pages (pages 2–5 always read)`,
);
console.log(`SQL floor (the feed service's statement straight on Postgres): ${await sqlFloor(lastOfPages)}`);
const met = rps >= TARGET_RPS && p99 <= TARGET_P99_MS && errors === 0 && result.non2xx === 0;
console.log(
  `bench feed: rps=${rps} p99_ms=${p99} first_page_cache_hit=${hitRate.toFixed(2)} (target rps>=${TARGET_RPS} p99<=${TARGET_P99_MS}): ${met ? 'met' : 'missed'}`,
);
