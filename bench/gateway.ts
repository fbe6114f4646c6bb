// Gateway throughput: a GraphQL query that makes exactly one NATS round trip (the gateway asks
// identity for its health, identity queries its database), against a bare Fastify route returning
// the same JSON on the same machine. Run against `npm start`: npm run bench -- gateway
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { freePort } from '@liggeey/testing';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const TARGET_RPS = 3_000;
const TARGET_P99_MS = 25;
const QUERY = JSON.stringify({ query: '{ serviceHealth(name: "identity") { name status } }' });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string): Promise<Figures> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: QUERY,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const probe = await fetch(`${GATEWAY_URL}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: QUERY,
}).catch(() => null);
const probeBody = probe ? ((await probe.json()) as { data?: { serviceHealth?: { status?: string } } }) : null;
if (probeBody?.data?.serviceHealth?.status !== 'ok') {
  console.error(
    `The gateway at ${GATEWAY_URL} does not answer with a healthy identity service: start the stack with \`npm start\` first.`,
  );
  process.exit(1);
}

// Warm up connections, JIT and the database pool before measuring.
await autocannon({
  url: `${GATEWAY_URL}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: QUERY,
  connections: CONNECTIONS,
  duration: 3,
});
const gateway = await load(GATEWAY_URL);

const barePort = await freePort();
const bare = fork(fileURLToPath(new URL('./support/bare-server.mjs', import.meta.url)), {
  env: { ...process.env, BARE_PORT: String(barePort), BARE_BODY: JSON.stringify(probeBody) },
});
await once(bare, 'message');
const baseline = await load(`http://127.0.0.1:${barePort}`);
bare.kill();

const ratio = gateway.rps / baseline.rps;
console.log(
  `gateway (GraphQL + 1 NATS round trip): ${gateway.rps} req/s, p50 ${gateway.p50} ms, p99 ${gateway.p99} ms, errors ${gateway.errors}, non-2xx ${gateway.non2xx}`,
);
console.log(
  `bare Fastify route (same JSON):        ${baseline.rps} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
);
console.log(`ratio gateway/bare: ${ratio.toFixed(3)} (${CONNECTIONS} connections, ${DURATION_S} s each)`);
const met =
  gateway.rps >= TARGET_RPS && gateway.p99 < TARGET_P99_MS && gateway.errors === 0 && gateway.non2xx === 0;
console.log(
  `bench gateway: rps=${gateway.rps} p50_ms=${gateway.p50} p99_ms=${gateway.p99} bare_rps=${baseline.rps} ratio=${ratio.toFixed(3)} ` +
    `(target rps>=${TARGET_RPS} p99_ms<${TARGET_P99_MS}): ${met ? 'met' : 'missed'}`,
);
