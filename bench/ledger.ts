// Credit spends under load: 50 connections of `spendCredits` (1 credit, a fresh idempotency key per
// request) through the gateway (JWT check, one NATS round trip, one SQL statement in the ledger),
// then 50 concurrent `ledger.credits.spend` calls straight at the service over NATS; then the
// journal's invariants. Run against `npm start`: npm run bench -- ledger
import autocannon from 'autocannon';
import { LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { signInThroughGateway } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectToStackNats } from './support/stack-nats.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
const NATS_NAMESPACE = process.env.NATS_NAMESPACE ?? 'liggeey';
const EMAIL = process.env.BENCH_EMAIL ?? 'awa.ndiaye@demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_GATEWAY_SPENDS_PER_S = 500;
/** One grant covers the whole run: every spend costs 1 credit. */
const BENCH_GRANT = 1_000_000;
const DESCRIPTION = '[bench] Dépense de 1 crédit';
const SPEND = `mutation($i: SpendCreditsInput!) { spendCredits(input: $i) { transactionId balance } }`;

const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
// Spends speak for a member, which only the gateway may do; grants only payments may ask for.
const nats = await connectToStackNats('gateway');
const rpc = new NatsRpcClient(nats, NATS_NAMESPACE);
const paymentsNats = await connectToStackNats('payments');

const { accessToken } = await signInThroughGateway(GATEWAY_URL, EMAIL, PASSWORD);
const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
  sub: string;
};
const userId = payload.sub;
const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

// The bench user's credits, as the payments service would grant them (a service call: no actor).
await new NatsRpcClient(paymentsNats, NATS_NAMESPACE).request(LedgerCreditsRpc.grant, {
  userId,
  amount: BENCH_GRANT,
  idempotencyKey: `bench-ledger-grant-${run}`,
  kind: 'grant',
  description: '[bench] Crédits de mesure',
});

const spendBody = (key: string) =>
  JSON.stringify({
    query: SPEND,
    variables: { i: { amount: 1, description: DESCRIPTION, idempotencyKey: key } },
  });
const probe = await fetch(`${GATEWAY_URL}/graphql`, {
  method: 'POST',
  headers,
  body: spendBody(`bench-probe-${run}`),
});
const probeBody = (await probe.json()) as {
  data?: { spendCredits?: { balance?: number } };
  errors?: unknown;
};
if (typeof probeBody.data?.spendCredits?.balance !== 'number') {
  console.error(`spendCredits did not answer a balance: ${JSON.stringify(probeBody)}`);
  process.exit(1);
}

/** Spends committed for the bench user with the bench description (what actually moved). */
async function benchSpends(): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE user_id = $1 AND kind = 'spend' AND description = $2",
    [userId, DESCRIPTION],
  );
  return rows[0]?.n ?? 0;
}

// `[<id>]` is replaced by a unique id in every request: each one is a new spend, not a replay.
const load = (duration: number) =>
  autocannon({
    url: `${GATEWAY_URL}/graphql`,
    method: 'POST',
    headers,
    body: spendBody(`bench-gw-${run}-[<id>]`),
    idReplacement: true,
    connections: CONNECTIONS,
    duration,
  });
// Warm up connections, graphql-jit and the pools before measuring.
await load(3);
const beforeGateway = await benchSpends();
const gatewayResult = await load(DURATION_S);
const gatewaySpends = (await benchSpends()) - beforeGateway;
const gatewayPerS = Math.round(gatewaySpends / DURATION_S);

// Straight at the service: 50 callers in a loop, each waiting for its answer.
const beforeService = await benchSpends();
let serviceErrors = 0;
let sequence = 0;
const deadline = Date.now() + DURATION_S * 1_000;
const started = Date.now();
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < deadline) {
      sequence += 1;
      await rpc
        .request(LedgerCreditsRpc.spend, {
          userId,
          idempotencyKey: `bench-svc-${run}-${String(sequence)}`,
          amount: 1,
          description: DESCRIPTION,
          kind: 'spend',
        })
        .catch(() => {
          serviceErrors += 1;
        });
    }
  }),
);
const serviceSeconds = (Date.now() - started) / 1_000;
const serviceSpends = (await benchSpends()) - beforeService;
const servicePerS = Math.round(serviceSpends / serviceSeconds);

const { rows } = await db.query<{ total: string; unbalanced: number; drifted: number; negative: number }>(`
  SELECT (SELECT coalesce(sum(amount), 0) FROM ledger.entries)::text AS total,
         (SELECT count(*) FROM (SELECT transaction_id FROM ledger.entries GROUP BY transaction_id
                                HAVING sum(amount) <> 0) u)::int AS unbalanced,
         (SELECT count(*) FROM ledger.accounts a
           WHERE a.balance <> (SELECT coalesce(sum(e.amount), 0) FROM ledger.entries e WHERE e.account_id = a.id))::int
           AS drifted,
         (SELECT count(*) FROM ledger.accounts WHERE kind = 'user' AND balance < 0)::int AS negative`);
const invariants = rows[0];
const invariantsOk =
  invariants?.total === '0' &&
  invariants.unbalanced === 0 &&
  invariants.drifted === 0 &&
  invariants.negative === 0;

await nats.close();
await paymentsNats.close();
await db.end();

const gatewayErrors = gatewayResult.errors + gatewayResult.timeouts;
console.log(
  `gateway spendCredits: ${gatewayPerS} spends/s committed (${gatewaySpends} in ${DURATION_S} s), ` +
    `${Math.round(gatewayResult.requests.average)} req/s, p50 ${gatewayResult.latency.p50} ms, ` +
    `p99 ${gatewayResult.latency.p99} ms, errors ${gatewayErrors}, non-2xx ${gatewayResult.non2xx}`,
);
console.log(
  `service ledger.credits.spend over NATS: ${servicePerS} spends/s (${serviceSpends} in ${serviceSeconds.toFixed(1)} s), errors ${serviceErrors}`,
);
console.log(
  `invariants: journal sum ${invariants?.total}, unbalanced transactions ${invariants?.unbalanced}, ` +
    `balances not equal to their entries ${invariants?.drifted}, negative user balances ${invariants?.negative}`,
);
const met = gatewayPerS >= TARGET_GATEWAY_SPENDS_PER_S && invariantsOk;
console.log(
  `bench ledger: gateway_spends_per_s=${gatewayPerS} service_spends_per_s=${servicePerS} ` +
    `invariants=${invariantsOk ? 'ok' : 'broken'} (target gateway>=${TARGET_GATEWAY_SPENDS_PER_S} invariants=ok): ${met ? 'met' : 'missed'}`,
);
