// Sign-in costs: refresh-token rotation throughput at identity (through the gateway's /realms
// proxy), and the gateway's JWT verification overhead (the same GraphQL query with and without a
// bearer token). Run against `npm start`: npm run bench -- auth
import autocannon from 'autocannon';
import { signInThroughGateway } from '@liggeey/testing';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const REDIRECT_URI = process.env.REDIRECT_URI ?? 'http://127.0.0.1:5173/';
const EMAIL = process.env.BENCH_EMAIL ?? 'awa.ndiaye@demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
const CHAINS = 10;
const REFRESH_SECONDS = 10;
const LOAD_SECONDS = 10;
const TARGET_REFRESH_RPS = 100;
const TARGET_OVERHEAD_PCT = 15;
const OIDC = `${GATEWAY_URL}/realms/liggeey`;
const QUERY = JSON.stringify({ query: '{ serviceHealth(name: "identity") { status } }' });

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A fresh session of the demo account, signed in the way the browser does. */
async function signIn(): Promise<Tokens> {
  const { accessToken, refreshToken } = await signInThroughGateway(
    GATEWAY_URL,
    EMAIL,
    PASSWORD,
    REDIRECT_URI,
  );
  return { access_token: accessToken, refresh_token: refreshToken };
}

async function token(body: Record<string, string>): Promise<Tokens> {
  const response = await fetch(`${OIDC}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'web', ...body }),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/** Each chain refreshes its own session one rotation after the other, as a browser does. */
async function refreshThroughput(): Promise<number> {
  const sessions = await Promise.all(Array.from({ length: CHAINS }, signIn));
  const end = Date.now() + REFRESH_SECONDS * 1_000;
  let refreshes = 0;
  await Promise.all(
    sessions.map(async (session) => {
      let current = session.refresh_token;
      while (Date.now() < end) {
        current = (await token({ grant_type: 'refresh_token', refresh_token: current })).refresh_token;
        refreshes += 1;
      }
    }),
  );
  return Math.round(refreshes / REFRESH_SECONDS);
}

async function queryRps(
  headers: Record<string, string>,
): Promise<{ rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({
    url: `${GATEWAY_URL}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: QUERY,
    connections: 50,
    duration: LOAD_SECONDS,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

const refreshRps = await refreshThroughput();
const { access_token: accessToken } = await signIn();
await queryRps({});
const anonymous = await queryRps({});
const authenticated = await queryRps({ authorization: `Bearer ${accessToken}` });
const overheadPct = Math.max(0, (1 - authenticated.rps / anonymous.rps) * 100);

console.log(`refresh-token rotations: ${refreshRps}/s (${CHAINS} sessions, ${REFRESH_SECONDS} s)`);
console.log(
  `serviceHealth anonymous:     ${anonymous.rps} req/s, p99 ${anonymous.p99} ms, non-2xx ${anonymous.non2xx}`,
);
console.log(
  `serviceHealth authenticated: ${authenticated.rps} req/s, p99 ${authenticated.p99} ms, non-2xx ${authenticated.non2xx}`,
);
const met =
  refreshRps >= TARGET_REFRESH_RPS && overheadPct <= TARGET_OVERHEAD_PCT && authenticated.non2xx === 0;
console.log(
  `bench auth: refresh_rps=${refreshRps} anonymous_rps=${anonymous.rps} authenticated_rps=${authenticated.rps} ` +
    `jwt_overhead_pct=${overheadPct.toFixed(1)} (target refresh_rps>=${TARGET_REFRESH_RPS} jwt_overhead_pct<=${TARGET_OVERHEAD_PCT}): ${met ? 'met' : 'missed'}`,
);
