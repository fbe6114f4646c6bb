// Scale-out on one machine: a second gateway and a second profiles, jobs, feed and messaging beside
// `npm start`'s (child processes of the bench, same environment and NATS identities), the mix of the
// page benches (job board, feed pages, worker directory, profiles, conversations, service health,
// Zipf-drawn) sent through both gateways. Shows how the NATS queue groups share the load (each
// instance's handled RPCs, from its /metrics) and live messages crossing gateways (socket on A,
// sender on B); then stops one instance of each (SIGTERM, or BENCH_STOP_SIGNAL=SIGKILL) mid-run and
// counts failed requests and the time until the survivors carry everything.
// Run against `npm start`: npm run bench -- scale
import { PASSWORDS_FILE, applications, stackEnv, stackNatsPort, stackProbePort } from '@liggeey/stack';
import { connectSocket, freePort, signInThroughGateway } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Socket } from 'socket.io-client';
import {
  BENCH_PEOPLE_PASSWORD,
  benchPersonEmail,
  benchPersonId,
  ensureBenchPeople,
} from './support/bench-people.mjs';
import { FEED_QUERY, JOB_BODIES, feedPageBody, zipfSampler } from './support/mix.mjs';
import { metricSum } from './support/metrics.mjs';

const env: Record<string, string> = stackEnv(process.env);
const GATEWAY_A = process.env.GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT}`;
const EMAIL = process.env.BENCH_EMAIL ?? 'awa.ndiaye@demo.liggeey.sn';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Liggeey2026!';
/** Clients per gateway: 2 × this many send one request after the other, round robin. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
/** Both instances of everything serving: the share. */
const SHARED_S = Number(process.env.BENCH_DURATION ?? 20);
/** Then load on both for this long, the stop, and load on the survivors for AFTER_STOP_S. */
const BEFORE_STOP_S = 5;
const AFTER_STOP_S = Number(process.env.BENCH_AFTER_STOP ?? 15);
const STOP_SIGNAL = (process.env.BENCH_STOP_SIGNAL ?? 'SIGTERM') as NodeJS.Signals;
const SCALED = ['profiles', 'jobs', 'feed', 'messaging'] as const;
/** Live pairs: recipient's socket on gateway A, sender on gateway B, one message every 2 s each (the per-account limit is 60 a minute). */
const LIVE_PAIRS = 10;
const LIVE_INTERVAL_MS = 2_000;
const DRAIN_MS = 5_000;
/** Sub-millisecond clock for the outcomes: a request started in the stop's millisecond is ordered right. */
const now = () => performance.now();
const SHARE_MIN = 0.4;
const SHARE_MAX = 0.6;
const GRACE_MS = 10_000;

// ---- The second instances -------------------------------------------------------------------

interface Instance {
  name: string;
  child: ChildProcess;
  /** The probe listener: /metrics. */
  probePort: number;
  /** Its last lines of output, shown when it has to be killed. */
  lines: string[];
}

const passwords: Record<string, string> | undefined = existsSync(PASSWORDS_FILE)
  ? (JSON.parse(readFileSync(PASSWORDS_FILE, 'utf8')) as Record<string, string>)
  : undefined;
// As npm start does: its own NATS, each app with its identity, unless NATS_URL names another.
if (passwords && process.env.NATS_URL === undefined)
  env.NATS_URL = `nats://127.0.0.1:${stackNatsPort(process.env)}`;
const stackApps = applications(
  env,
  passwords ? (app) => ({ NATS_USER: app, NATS_PASSWORD: passwords[app] ?? '' }) : undefined,
);

/** Starts an app as npm start does, on free ports (probes, HTTP, the gateway's own port). */
async function startInstance(name: string, extra: Record<string, string> = {}): Promise<Instance> {
  const app = stackApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`unknown app ${name}`);
  const child = spawn(app.command, app.args as string[], {
    env: { ...env, ...app.env, HEALTH_PORT: '0', HTTP_PORT: '0', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} #2 not up in 90 s:\n${lines.join('\n')}`)),
      90_000,
    );
    const onLine = (line: string) => {
      lines.push(line);
      if (lines.length > 20) lines.shift();
      const probes = /probes on http:\/\/[^:]+:(\d+)/.exec(line);
      if (probes) {
        clearTimeout(timer);
        resolve({ name, child, probePort: Number(probes[1]), lines });
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} #2 stopped at start (${code ?? signal}):\n${lines.join('\n')}`));
    });
  });
}

/** `signal`, then SIGKILL after the grace period; resolves at the exit. */
async function stopInstance(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => {
    console.log(`${instance.name} #2 still running ${GRACE_MS} ms after ${signal}: SIGKILL; its last lines:`);
    for (const line of instance.lines.slice(-5)) console.log(`    ${line.slice(0, 300)}`);
    child.kill('SIGKILL');
  }, GRACE_MS);
  await exited.finally(() => clearTimeout(timer));
}

/**
 * How long after `since` a stopping service still handled RPCs: its counter, read every 100 ms
 * until the process no longer answers (killed, or closed its probe listener).
 */
async function lastHandled(instance: Instance, since: number): Promise<number> {
  let last = await handledRpcs(instance.probePort).catch(() => null);
  let lastChange = since;
  while (last !== null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const count = await handledRpcs(instance.probePort).catch(() => null);
    if (count !== null && count !== last) lastChange = now();
    last = count;
  }
  return lastChange - since;
}

/** RPCs the process has handled (all subjects, all results), from its Prometheus counters. */
function handledRpcs(probePort: number): Promise<number> {
  return metricSum(probePort, 'liggeey_rpc_server_duration_seconds_count');
}

// ---- The mix -------------------------------------------------------------------------------

interface Request {
  service: string;
  token: string;
  body: string;
}

async function graphql<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const WORKERS_QUERY =
  'query($i: WorkerSearchInput) { workers(input: $i) { total items { id fullName profession } } }';
const PROFILE_QUERY = 'query($id: ID!) { profile(id: $id) { id fullName type } }';
const CONVERSATIONS_QUERY = 'query { conversations(limit: 20) { items { id } nextCursor } }';
const MESSAGES_QUERY =
  'query($c: ID!) { messages(conversationId: $c, limit: 30) { hasMore items { id content } } }';
const HEALTH_QUERY = 'query($n: String!) { serviceHealth(name: $n) { name status } }';
const DEMO_PROFILES = [
  '00000000-0000-4000-8000-000000000201',
  '00000000-0000-4000-8000-000000000101',
  '00000000-0000-4000-8000-000000000102',
];
const TRADES = ['maçon', 'electricien', 'couturière', 'plombier', 'menuisier', 'chauffeur', 'coiffeuse'];

/**
 * Each service's requests, most asked first; interleaved so that every service has frequent and
 * rare requests, then drawn with Zipf.
 */
function mixOf(
  worker: string,
  feedCursors: (string | null)[],
  people: { token: string; conversationId: string }[],
): Request[] {
  const perService: Request[][] = [
    JOB_BODIES.map((b) => ({ service: 'jobs', token: worker, body: b })),
    feedCursors.map((after) => ({ service: 'feed', token: worker, body: feedPageBody(after) })),
    [
      ...[1, 2, 3].map((page) => body(WORKERS_QUERY, { i: { page } })),
      ...TRADES.flatMap((q) => [1, 2].map((page) => body(WORKERS_QUERY, { i: { q, page } }))),
      ...DEMO_PROFILES.map((id) => body(PROFILE_QUERY, { id })),
    ].map((b) => ({ service: 'profiles', token: worker, body: b })),
    people.flatMap(({ token, conversationId }) => [
      { service: 'messaging', token, body: body(CONVERSATIONS_QUERY) },
      { service: 'messaging', token, body: body(MESSAGES_QUERY, { c: conversationId }) },
    ]),
    SCALED.map((n) => ({ service: 'gateway', token: worker, body: body(HEALTH_QUERY, { n }) })),
  ];
  const mix: Request[] = [];
  for (let rank = 0; mix.length < perService.flat().length; rank += 1) {
    for (const list of perService) {
      const request = list[rank];
      if (request) mix.push(request);
    }
  }
  return mix;
}

// ---- Load ----------------------------------------------------------------------------------

interface Outcome {
  /** The gateway that answered (0: npm start's, 1: the bench's). */
  gateway: number;
  /**
   * Sent again to the other gateway: the first refused the connection (nothing was sent), or the
   * connection died before an answer, which the web app retries (react-query for a query, the
   * outbox with the same clientId for a message).
   */
  retried: boolean;
  started: number;
  ended: number;
  error?: string;
}

let outcomes: Outcome[] = [];
/**
 * The balancer in front of the gateways: round robin over those in rotation. A gateway leaves it
 * when it refuses a connection, or before its SIGTERM, as the Kubernetes Service's endpoints do
 * (the gateway's preStop hook waits for that).
 */
const inRotation = [true, true];
let nextGateway = 0;
let gatewayB = '';
const gatewayUrl = (gateway: number) => (gateway === 0 ? GATEWAY_A : gatewayB);
function pickGateway(): number {
  nextGateway = (nextGateway + 1) % 2;
  return inRotation[nextGateway] ? nextGateway : 1 - nextGateway;
}

async function send(url: string, request: Request): Promise<string | undefined> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` },
    body: request.body,
  });
  const answer = (await response.json()) as { errors?: { message: string }[] };
  if (response.status !== 200) return `HTTP ${response.status}`;
  return answer.errors ? `GraphQL: ${answer.errors[0]?.message}` : undefined;
}

const causeCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;
/** The gateway's process is gone: the connection was refused, or closed with no answer on it. */
const gatewayGone = (error: unknown) =>
  ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(causeCode(error) ?? '');
const errorText = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
};

async function worker(mix: Request[], until: number): Promise<void> {
  const draw = zipfSampler(mix.length);
  while (Date.now() < until) {
    const request = mix[draw()] as Request;
    const started = now();
    let gateway = pickGateway();
    let retried = false;
    let error: string | undefined;
    try {
      error = await send(gatewayUrl(gateway), request);
    } catch (caught) {
      if (gatewayGone(caught)) {
        inRotation[gateway] = false;
        gateway = 1 - gateway;
        retried = true;
        error = await send(gatewayUrl(gateway), request).catch(errorText);
      } else error = errorText(caught);
    }
    outcomes.push({ gateway, retried, started, ended: now(), error });
  }
}

const load = (mix: Request[], seconds: number) => {
  const until = Date.now() + seconds * 1_000;
  return Promise.all(Array.from({ length: 2 * CONNECTIONS }, () => worker(mix, until)));
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// ---- Live messages across gateways ---------------------------------------------------------

interface LivePair {
  conversationId: string;
  senderToken: string;
  recipientId: string;
  socket?: Socket;
}

/** Each live message by its content: the send's result and whether the recipient's socket got it. */
const liveSent = new Map<string, { at: number; viaB: boolean; sent?: boolean; delivered?: boolean }>();
const liveLatencies: number[] = [];

function sendLive(pairs: LivePair[], until: number): Promise<void> {
  let n = 0;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(timer);
        resolve();
        return;
      }
      const pair = pairs[n % pairs.length] as LivePair;
      n += 1;
      const viaB = inRotation[1] === true;
      const started = now();
      const content = `[bench scale] ${n} ${started}`;
      liveSent.set(content, { at: started, viaB });
      // As the web app's outbox: one clientId per message, sent again if the connection died.
      const send = (url: string) =>
        graphql(url, pair.senderToken, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', {
          i: { conversationId: pair.conversationId, content, clientId: randomUUID() },
        });
      let retried = false;
      send(viaB ? gatewayB : GATEWAY_A)
        .catch((error: unknown) => {
          if (!viaB || !gatewayGone(error)) throw error;
          inRotation[1] = false;
          retried = true;
          return send(GATEWAY_A);
        })
        .then(
          () => {
            const message = liveSent.get(content);
            if (message) message.sent = true;
            outcomes.push({ gateway: viaB && !retried ? 1 : 0, retried, started, ended: now() });
          },
          (error: unknown) => {
            const message = liveSent.get(content);
            if (message) message.sent = false;
            // A send is a request like the others: it counts with them.
            const text = `sendMessage: ${error instanceof Error ? errorText(error) : String(error)}`;
            outcomes.push({ gateway: viaB ? 1 : 0, retried: false, started, ended: now(), error: text });
          },
        );
    }, LIVE_INTERVAL_MS / pairs.length);
  });
}

// ---- The run -------------------------------------------------------------------------------

const instances: Instance[] = [];
let exitCode = 0;
try {
  const probeA = await fetch(`${GATEWAY_A}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(HEALTH_QUERY, { n: 'profiles' }),
  }).catch(() => null);
  if (!probeA?.ok)
    throw new Error(`The gateway at ${GATEWAY_A} does not answer: start the stack with \`npm start\` first.`);
  for (const name of SCALED) {
    if ((await handledRpcs(Number(stackProbePort(env, name))).catch(() => null)) === null)
      throw new Error(
        `npm start's ${name} has no /metrics on port ${stackProbePort(env, name)} (STACK_PROBE_PORT).`,
      );
  }

  // The second instances, started one after the other (the machine is small).
  const startedAt = Date.now();
  for (const name of SCALED) instances.push(await startInstance(name));
  const gatewayPort = await freePort();
  instances.push(await startInstance('gateway', { PORT: String(gatewayPort) }));
  gatewayB = `http://127.0.0.1:${gatewayPort}`;
  console.log(
    `second instances up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ` +
      `${instances.map((i) => `${i.name} (pid ${i.child.pid})`).join(', ')}; gateway B on ${gatewayB}`,
  );

  // The members: the demo worker for the pages, bench members for conversations and live messages.
  await ensureBenchPeople(env.DATABASE_URL ?? '', LIVE_PAIRS * 2);
  const { accessToken: workerToken } = await signInThroughGateway(GATEWAY_A, EMAIL, PASSWORD);
  const pairs: LivePair[] = [];
  for (let i = 0; i < LIVE_PAIRS; i += 1) {
    const sender = (await signInThroughGateway(GATEWAY_A, benchPersonEmail(2 * i + 1), BENCH_PEOPLE_PASSWORD))
      .accessToken;
    const recipientToken = (
      await signInThroughGateway(GATEWAY_A, benchPersonEmail(2 * i + 2), BENCH_PEOPLE_PASSWORD)
    ).accessToken;
    const recipientId = benchPersonId(2 * i + 2);
    const { startConversation } = await graphql<{ startConversation: { id: string } }>(
      GATEWAY_A,
      sender,
      'mutation($r: ID!) { startConversation(recipientId: $r) { id } }',
      { r: recipientId },
    );
    const pair: LivePair = { conversationId: startConversation.id, senderToken: sender, recipientId };
    pair.socket = await connectSocket(GATEWAY_A, recipientToken);
    pair.socket.on('messaging.message.created', (event: { message: { content: string } }) => {
      const sent = liveSent.get(event.message.content);
      if (!sent || sent.delivered) return;
      sent.delivered = true;
      liveLatencies.push(Math.round(now() - sent.at));
    });
    pairs.push(pair);
  }

  // The feed's cursors of pages 1 to 5, as a reader scrolling gets them.
  const feedCursors: (string | null)[] = [null];
  for (let page = 1; page < 5; page += 1) {
    const { feedPosts } = await graphql<{ feedPosts: { nextCursor: string | null } }>(
      GATEWAY_A,
      workerToken,
      FEED_QUERY,
      { after: feedCursors.at(-1) ?? null },
    );
    if (!feedPosts.nextCursor) break;
    feedCursors.push(feedPosts.nextCursor);
  }
  const mix = mixOf(
    workerToken,
    feedCursors,
    pairs.map((pair) => ({ token: pair.senderToken, conversationId: pair.conversationId })),
  );
  // Every request of the mix answers without error, through either gateway.
  for (const request of mix) {
    for (const url of [GATEWAY_A, gatewayB]) {
      const error = await send(url, request);
      if (error) throw new Error(`${request.body} via ${url}: ${error}`);
    }
  }
  console.log(
    `mix: ${mix.length} distinct requests (${[...new Set(mix.map((r) => r.service))].map((s) => `${s} ${mix.filter((r) => r.service === s).length}`).join(', ')}), Zipf-drawn, ${2 * CONNECTIONS} clients round robin over the 2 gateways`,
  );

  await load(mix, WARMUP_S);
  outcomes = [];

  // Phase 1: both instances of everything.
  const probePorts = SCALED.map((name) => [
    Number(stackProbePort(env, name)),
    instances.find((i) => i.name === name)?.probePort ?? 0,
  ]);
  const before = await Promise.all(probePorts.map((ports) => Promise.all(ports.map(handledRpcs))));
  const liveUntil = Date.now() + (SHARED_S + BEFORE_STOP_S + AFTER_STOP_S) * 1_000;
  const liveRun = sendLive(pairs, liveUntil);
  await load(mix, SHARED_S);
  const after = await Promise.all(probePorts.map((ports) => Promise.all(ports.map(handledRpcs))));
  const shared = outcomes;
  const shares = SCALED.map((name, s) => {
    const [a, b] = [0, 1].map((i) => (after[s]?.[i] ?? 0) - (before[s]?.[i] ?? 0)) as [number, number];
    return { name, a, b, share: Math.min(a, b) / (a + b) };
  });
  const perGateway = [0, 1].map((g) => shared.filter((o) => o.gateway === g).length);
  const sharedErrors = shared.filter((o) => o.error).length;
  const sharedLatencies = shared.map((o) => Math.round(o.ended - o.started)).sort((x, y) => x - y);
  console.log(
    `both instances, ${SHARED_S} s: ${shared.length} requests (${Math.round(shared.length / SHARED_S)} req/s), ` +
      `errors ${sharedErrors}, p50 ${percentile(sharedLatencies, 50)} ms, p99 ${percentile(sharedLatencies, 99)} ms`,
  );
  console.log(`  gateways: A (npm start) ${perGateway[0]} requests, B (bench) ${perGateway[1]}`);
  for (const { name, a, b, share } of shares)
    console.log(
      `  ${name.padEnd(9)} RPCs handled: #1 (npm start) ${a}, #2 (bench) ${b}, smaller share ${share.toFixed(3)}`,
    );

  // Phase 2: the stop, mid-run.
  outcomes = [];
  const gatewayAProbe = Number(stackProbePort(env, 'gateway'));
  const hedgesBefore = await metricSum(gatewayAProbe, 'liggeey_rpc_hedges_total');
  const phase2 = load(mix, BEFORE_STOP_S + AFTER_STOP_S);
  await new Promise((resolve) => setTimeout(resolve, BEFORE_STOP_S * 1_000));
  // SIGTERM: as in Kubernetes, the balancer stops routing to the gateway first; SIGKILL: no warning.
  if (STOP_SIGNAL === 'SIGTERM') inRotation[1] = false;
  const stopAt = now();
  const exits = instances.map(async (instance) => {
    const handedOver = instance.name === 'gateway' ? 0 : lastHandled(instance, stopAt);
    await stopInstance(instance, STOP_SIGNAL);
    return {
      name: instance.name,
      ms: Math.round(now() - stopAt),
      handedOverMs: Math.round(await handedOver),
    };
  });
  const exited = await Promise.all(exits);
  await phase2;
  await liveRun;
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  for (const pair of pairs) pair.socket?.close();

  const failed = outcomes.filter((o) => o.error);
  // Second by second around the stop (by start of request): how the survivors take over.
  const timeline: string[] = [];
  for (let second = -2; second < 6; second += 1) {
    const slice = outcomes.filter(
      (o) => o.started >= stopAt + second * 1_000 && o.started < stopAt + (second + 1) * 1_000,
    );
    const sorted = slice.map((o) => Math.round(o.ended - o.started)).sort((x, y) => x - y);
    timeline.push(
      `${second >= 0 ? '+' : ''}${second} s: ${slice.length} req (B ${slice.filter((o) => o.gateway === 1).length}), ` +
        `failed ${slice.filter((o) => o.error).length}, p99 ${percentile(sorted, 99)} ms`,
    );
  }
  const inFlight = failed.filter((o) => o.started < stopAt);
  const afterStop = failed.filter((o) => o.started >= stopAt);
  const retried = outcomes.filter((o) => o.retried).length;
  /** How long after the stop the last failed request started: the window of the surprise. */
  const lateMs = Math.round(Math.max(0, ...afterStop.map((o) => o.started - stopAt)));
  const lastFailure = Math.max(stopAt, ...failed.map((o) => o.ended));
  // The gateway's hand-over: the last answer from it; the services': their last handled RPC.
  const lastOfGatewayB = Math.max(stopAt, ...outcomes.filter((o) => o.gateway === 1).map((o) => o.ended));
  for (const exit of exited)
    if (exit.name === 'gateway') exit.handedOverMs = Math.round(lastOfGatewayB - stopAt);
  // A request in flight at the stop is carried once answered: hedged by gateway A (a killed service
  // had taken it), or sent again (the killed gateway had it). A killed process is gone before the
  // bench sees it exit; a stopping one hands its work over first.
  const goneAt = stopAt + (STOP_SIGNAL === 'SIGKILL' ? Math.max(...exited.map((e) => e.ms)) : 0);
  const lastInFlight = Math.max(stopAt, ...outcomes.filter((o) => o.started < goneAt).map((o) => o.ended));
  const recoveryMs = Math.max(
    Math.round(lastFailure - stopAt),
    Math.round(lastInFlight - stopAt),
    ...exited.map((e) => e.handedOverMs),
  );
  const hedges = (await metricSum(gatewayAProbe, 'liggeey_rpc_hedges_total')) - hedgesBefore;
  const kinds = new Map<string, number>();
  for (const o of failed) kinds.set(o.error ?? '', (kinds.get(o.error ?? '') ?? 0) + 1);
  const survivors = outcomes.filter((o) => o.started >= stopAt + recoveryMs);
  const survivorLatencies = survivors.map((o) => Math.round(o.ended - o.started)).sort((x, y) => x - y);
  console.log(
    `${STOP_SIGNAL} to ${instances.map((i) => i.name).join(', ')} #2 after ${BEFORE_STOP_S} s of load; exited in ` +
      exited.map((e) => `${e.name} ${e.ms} ms (last answer at +${e.handedOverMs} ms)`).join(', '),
  );
  console.log(
    `  ${outcomes.length} requests over ${BEFORE_STOP_S + AFTER_STOP_S} s: failed ${failed.length} ` +
      `(in flight at the stop ${inFlight.length}, sent after it ${afterStop.length}, the last ${lateMs} ms after it); ` +
      `${retried} sent again to gateway A after gateway B refused or dropped their connection, as the web app retries`,
  );
  for (const [kind, n] of kinds) console.log(`    ${n} × ${kind}`);
  console.log(
    `  reads gateway A asked again after no answer within the hedge delay (a killed service took them): ${hedges}; ` +
      `the last request in flight at the stop answered ${Math.round(lastInFlight - stopAt)} ms after it`,
  );
  console.log(`  around the stop: ${timeline.join('; ')}`);
  console.log(
    `  survivors carry everything ${recoveryMs} ms after the stop: ${survivors.length} requests since, ` +
      `errors ${survivors.filter((o) => o.error).length}, p50 ${percentile(survivorLatencies, 50)} ms, p99 ${percentile(survivorLatencies, 99)} ms`,
  );
  const messages = [...liveSent.values()];
  const count = (viaB: boolean, test: (m: (typeof messages)[number]) => boolean) =>
    messages.filter((m) => m.viaB === viaB && test(m)).length;
  const live = {
    sentViaB: count(true, (m) => m.sent === true),
    deliveredViaB: count(true, (m) => m.sent === true && m.delivered === true),
    sentViaA: count(false, (m) => m.sent === true),
    deliveredViaA: count(false, (m) => m.sent === true && m.delivered === true),
    failedSends: messages.filter((m) => m.sent === false).length,
    // A send whose answer was lost with the gateway, but the message was stored: the sender saw an error.
    deliveredDespiteFailure: messages.filter((m) => m.sent === false && m.delivered === true).length,
  };
  const liveSorted = [...liveLatencies].sort((x, y) => x - y);
  console.log(
    `live messages (recipient's socket on gateway A): sent via gateway B ${live.sentViaB}, delivered ${live.deliveredViaB}; ` +
      `via A after B stopped ${live.sentViaA}, delivered ${live.deliveredViaA}; failed sends ${live.failedSends} ` +
      `(${live.deliveredDespiteFailure} of them stored and delivered all the same); ` +
      `p50 ${percentile(liveSorted, 50)} ms, p99 ${percentile(liveSorted, 99)} ms`,
  );

  const shareMin = Math.min(...shares.map((s) => s.share));
  const gatewayShare = Math.min(...perGateway) / shared.length;
  const liveLost = live.sentViaB + live.sentViaA - live.deliveredViaB - live.deliveredViaA;
  const met =
    shareMin >= SHARE_MIN &&
    gatewayShare >= SHARE_MIN &&
    sharedErrors === 0 &&
    afterStop.length === 0 &&
    live.deliveredViaB > 0 &&
    liveLost === 0;
  console.log(
    `bench scale: share_min=${shareMin.toFixed(3)} gateway_share=${gatewayShare.toFixed(3)} shared_errors=${sharedErrors} ` +
      `live_crossing=${live.deliveredViaB}/${live.sentViaB} live_lost=${liveLost} stop=${STOP_SIGNAL} ` +
      `failed_in_flight=${inFlight.length} failed_after_stop=${afterStop.length} recovery_ms=${recoveryMs} ` +
      `(target share within ${SHARE_MIN}–${SHARE_MAX}, failed beyond in-flight = 0, live lost = 0): ${met ? 'met' : 'missed'}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
}
process.exit(exitCode);
