// Live delivery: 1,000 signed-in sockets in 500 two-person conversations, 200 messages/s for 30 s
// (after 5 s at that rate, not measured) sent through GraphQL (gateway → messaging → JetStream → gateway bridge → socket.io with the
// Redis adapter). Measures send-to-receipt latency at the recipient's socket and lost messages.
// Run against `npm start`: npm run bench -- realtime
import { connectSocket, signInThroughGateway } from '@liggeey/testing';
import type { Socket } from 'socket.io-client';
import {
  BENCH_PEOPLE_PASSWORD,
  benchPersonEmail,
  benchPersonId,
  ensureBenchPeople,
} from './support/bench-people.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const RATE_PER_S = Number(process.env.BENCH_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
/** After the last send, how long a message may still arrive before it counts as lost. */
const DRAIN_MS = 5_000;
const SIGN_IN_CONCURRENCY = 16;
const TARGET_P99_MS = 150;
const TICK_MS = 10;

const userId = benchPersonId;
const email = benchPersonEmail;
const PASSWORD = BENCH_PEOPLE_PASSWORD;

interface Person {
  id: string;
  token: string;
  socket?: Socket;
}

async function graphql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

await ensureBenchPeople(DATABASE_URL, USERS);
const started = Date.now();
const people: Person[] = await pool(
  Array.from({ length: USERS }, (_, n) => n + 1),
  SIGN_IN_CONCURRENCY,
  async (n) => ({
    id: userId(n),
    token: (await signInThroughGateway(GATEWAY_URL, email(n), PASSWORD)).accessToken,
  }),
);
console.log(`${USERS} people signed in in ${Math.round((Date.now() - started) / 1000)} s`);

// Pairs (1, 2), (3, 4)…: one conversation each.
const pairs = Array.from(
  { length: USERS / 2 },
  (_, i) => [people[2 * i], people[2 * i + 1]] as [Person, Person],
);
const conversations = await pool(pairs, SIGN_IN_CONCURRENCY, async ([a, b]) => {
  const data = await graphql<{ startConversation: { id: string } }>(
    a.token,
    'mutation($r: ID!) { startConversation(recipientId: $r) { id } }',
    { r: b.id },
  );
  return { id: data.startConversation.id, a, b };
});
await pool(people, 50, async (person) => {
  person.socket = await connectSocket(GATEWAY_URL, person.token);
});
console.log(`${USERS} sockets connected, ${conversations.length} conversations`);

const sentAt = new Map<string, number>();
const latencies: number[] = [];
/** How long the sendMessage request itself took: separates the write path from the live relay. */
const sendLatencies: number[] = [];
let failedSends = 0;
for (const person of people) {
  person.socket?.on(
    'messaging.message.created',
    (event: { message: { senderId: string; content: string } }) => {
      // Both participants get it; the recipient's receipt is the one that counts.
      if (event.message.senderId === person.id) return;
      const at = sentAt.get(event.message.content);
      if (at === undefined) return;
      latencies.push(Date.now() - at);
      sentAt.delete(event.message.content);
    },
  );
}

const perTick = (RATE_PER_S * TICK_MS) / 1_000;

/** Sends `total` messages at RATE_PER_S, round the conversations; only a measured run is recorded. */
function sendAtRate(total: number, label: string, measured: boolean): Promise<number> {
  let sent = 0;
  let credit = 0;
  return new Promise<number>((resolve) => {
    const timer = setInterval(() => {
      credit += perTick;
      while (credit >= 1 && sent < total) {
        credit -= 1;
        const conversation = conversations[sent % conversations.length];
        if (!conversation) break;
        const from = sent % 2 === 0 ? conversation.a : conversation.b;
        const content = `${label} ${sent}`;
        sent += 1;
        const at = Date.now();
        if (measured) sentAt.set(content, at);
        graphql(from.token, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', {
          i: { conversationId: conversation.id, content },
        }).then(
          () => {
            if (measured) sendLatencies.push(Date.now() - at);
          },
          () => {
            if (!measured) return;
            failedSends += 1;
            sentAt.delete(content);
          },
        );
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve(sent);
      }
    }, TICK_MS);
  });
}

// Like the other benches' warm-up: the processes' first seconds under load (JIT, pools, caches of
// the new conversations) are not the steady state being measured.
await sendAtRate(RATE_PER_S * WARMUP_S, 'warm-up', false);
await new Promise((resolve) => setTimeout(resolve, 1_000));
const sent = await sendAtRate(RATE_PER_S * DURATION_S, 'bench', true);
await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
for (const person of people) person.socket?.close();

const lost = sentAt.size;
const sorted = [...latencies].sort((x, y) => x - y);
const sendSorted = [...sendLatencies].sort((x, y) => x - y);
const p50 = percentile(sorted, 50);
const p99 = percentile(sorted, 99);
console.log(
  `${sent} messages at ${RATE_PER_S}/s over ${DURATION_S} s to ${USERS} sockets: received ${latencies.length}, ` +
    `failed sends ${failedSends}, p50 ${p50} ms, p99 ${p99} ms, max ${sorted.at(-1) ?? Number.NaN} ms; ` +
    `sendMessage answered in p50 ${percentile(sendSorted, 50)} ms, p99 ${percentile(sendSorted, 99)} ms`,
);
const met = p99 <= TARGET_P99_MS && lost === 0 && failedSends === 0;
console.log(
  `bench realtime: p50_ms=${p50} p99_ms=${p99} lost=${lost} (target p99<=${TARGET_P99_MS} lost=0): ${met ? 'met' : 'missed'}`,
);
process.exit(0);
