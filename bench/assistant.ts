// The assistant's answers with 20,000 indexed passages: a skewed mix of 200+ distinct French
// questions (the evaluation set's paraphrases and typos, questions about the bench passages,
// questions nothing answers) as visitors through the gateway; then the ingestion time of a
// 100-page PDF uploaded by the demo admin. No answer cache: every question runs its SQL (a word's
// reading is reused, and its hit rate printed).
// Run against `npm start`: npm run bench -- assistant
import { DEMO_PASSWORD } from '@liggeey/demo-data';
import { stackEnv, stackProbePort } from '@liggeey/stack';
import { signInThroughGateway } from '@liggeey/testing';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hitRateBetween, reusedAnswers } from './support/metrics.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey';
const ADMIN_EMAIL = process.env.BENCH_ADMIN_EMAIL ?? 'admin@demo.liggeey.sn';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSAGES = 20_000;
const TARGET_P95_MS = 50;
const TARGET_RPS = 300;
const TARGET_INGEST_S = 30;
const BENCH_DOCUMENT_ID = 'b5000000-0000-4000-8000-000000000001';
const ASK = 'mutation($q: String!) { askAssistant(question: $q) { answered source { kind } } }';

const TRADES = [
  'couture',
  'plomberie',
  'électricité',
  'maçonnerie',
  'menuiserie',
  'coiffure',
  'mécanique',
  'peinture',
  'soudure',
  'livraison',
];
const CITIES = [
  'Dakar',
  'Thiès',
  'Pikine',
  'Rufisque',
  'Mbour',
  'Kaolack',
  'Ziguinchor',
  'Louga',
  'Touba',
  'Kolda',
];
const TOPICS = [
  'tarif',
  'garantie',
  'délai',
  'devis',
  'acompte',
  'assurance',
  'formation',
  'matériel',
  'horaires',
  'annulation',
];

/** 20,000 passages of about 90 words of one ready bench document, inserted once. */
const SEED_SQL = `
WITH doc AS (
  INSERT INTO assistant.training_documents (id, title, mime_type, size_bytes, sha256, status, uploaded_by)
  VALUES ($1::uuid, 'Guide des métiers (bench)', 'text/plain', 1, repeat('b', 64), 'ready', $1::uuid)
  ON CONFLICT (id) DO NOTHING RETURNING id
)
INSERT INTO assistant.document_passages (id, document_id, position, content)
SELECT gen_random_uuid(), doc.id, g,
  'Pour la ' || t.trade || ' à ' || c.city || ', le ' || p.topic || ' dépend du chantier numéro ' || g
  || '. Les artisans de ' || c.city || ' proposent un ' || p.topic || ' écrit avant de commencer. '
  || 'Un client peut demander une visite, comparer plusieurs offres et payer par mobile money. '
  || 'La ' || t.trade || ' demande du matériel adapté, un délai clair et une garantie sur le travail. '
  || 'En cas de retard, le professionnel prévient le client et propose une nouvelle date. '
  || 'Les avis laissés après la mission aident les autres clients de ' || c.city || ' à choisir.'
FROM doc, generate_series(0, $2::int - 1) AS g,
  LATERAL (SELECT ($3::text[])[1 + g % 10] AS trade) t,
  LATERAL (SELECT ($4::text[])[1 + (g / 10) % 10] AS city) c,
  LATERAL (SELECT ($5::text[])[1 + (g / 100) % 10] AS topic) p`;

interface EvaluationQuestion {
  question: string;
}

/** The evaluation set's questions, questions about the bench passages, and questions nothing answers. */
function questions(): string[] {
  const evaluation = JSON.parse(
    readFileSync(new URL('../apps/assistant/test/evaluation/questions.fr.json', import.meta.url), 'utf8'),
  ) as EvaluationQuestion[];
  const generated = TRADES.flatMap((trade, i) =>
    CITIES.map((city, j) =>
      j % 2 === 0
        ? `Quel est le ${TOPICS[(i + j) % TOPICS.length]} pour la ${trade} à ${city} ?`
        : `${trade} ${city} ${TOPICS[(i * j) % TOPICS.length]} sans accent svp`,
    ),
  );
  const unanswerable = [
    'Qui a gagné le match hier ?',
    'Quelle est la météo à Saly demain ?',
    'Raconte une blague',
  ];
  return [...new Set([...evaluation.map(({ question }) => question), ...generated, ...unanswerable])];
}

/** Zipf-like: the first questions are asked far more often than the last (s = 1.1). */
function skewedPicker(items: readonly string[]): () => string {
  const weights = items.map((_, rank) => 1 / (rank + 1) ** 1.1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  weights.reduce((sum, weight, index) => (cumulative[index] = sum + weight / total), 0);
  return () => {
    const draw = Math.random();
    const index = cumulative.findIndex((bound) => draw <= bound);
    return items[index === -1 ? items.length - 1 : index] ?? '';
  };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function ensurePassages(pool: pg.Pool): Promise<number> {
  const count = async () =>
    (
      await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM assistant.document_passages WHERE document_id = $1',
        [BENCH_DOCUMENT_ID],
      )
    ).rows[0]?.n ?? 0;
  if ((await count()) < PASSAGES) {
    console.log(`inserting ${PASSAGES} bench passages…`);
    await pool.query('DELETE FROM assistant.training_documents WHERE id = $1', [BENCH_DOCUMENT_ID]);
    await pool.query(SEED_SQL, [BENCH_DOCUMENT_ID, PASSAGES, TRADES, CITIES, TOPICS]);
    // The passages' words, for typo correction, as the ingestion worker learns them.
    await pool.query(
      `INSERT INTO assistant.search_words (word)
       SELECT DISTINCT w FROM assistant.document_passages p,
         regexp_split_to_table(lower(assistant.f_unaccent(p.content)), '[^a-z0-9]+') AS w
       WHERE p.document_id = $1 AND length(w) > 2 AND w !~ '^[0-9]+$'
       ON CONFLICT DO NOTHING`,
      [BENCH_DOCUMENT_ID],
    );
    await pool.query('VACUUM ANALYZE assistant.document_passages');
  }
  return count();
}

interface LoadFigures {
  rps: number;
  p95: number;
  failures: number;
  answered: number;
  asked: number;
}

/** `rate`: the offered load in requests per second over all connections; none: as fast as answered. */
function load(pick: () => string, seconds: number, rate?: number): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let answered = 0;
    const instance = autocannon(
      {
        url: `${GATEWAY_URL}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections: CONNECTIONS,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        // Each client reads its answers' bodies, to count the questions answered.
        setupClient: (client) => {
          client.on('body', (body: Buffer) => {
            if (body.includes('"answered":true')) answered += 1;
          });
        },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ query: ASK, variables: { q: pick() } }),
            }),
          },
        ],
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
          answered,
          asked: latencies.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Uploads a 100-page PDF as the demo admin and times it from the request to 'ready'. */
async function ingestionSeconds(): Promise<{ seconds: number; passages: number }> {
  const { accessToken } = await signInThroughGateway(GATEWAY_URL, ADMIN_EMAIL, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${accessToken}` };
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const stamp = Date.now();
  for (let page = 1; page <= 100; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) {
      const trade = TRADES[(page + line) % TRADES.length] ?? '';
      const city = CITIES[line % CITIES.length] ?? '';
      sheet.drawText(
        `Page ${page}, ligne ${line} : la ${trade} à ${city} demande un devis écrit (${stamp}).`,
        {
          x: 30,
          y: 800 - line * 19,
          size: 9,
          font,
        },
      );
    }
  }
  const form = new FormData();
  form.append('file', new Blob([await pdf.save()], { type: 'application/pdf' }), `Bench ${stamp}.pdf`);
  const started = performance.now();
  const response = await fetch(`${GATEWAY_URL}/uploads/training-document`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const { id } = (await response.json()) as { id?: string };
  if (!id) throw new Error(`upload refused (HTTP ${response.status})`);
  for (;;) {
    const result = await fetch(`${GATEWAY_URL}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ trainingDocuments { id status passages error } }' }),
    });
    const documents = (
      (await result.json()) as {
        data: { trainingDocuments: { id: string; status: string; passages: number; error: string | null }[] };
      }
    ).data.trainingDocuments;
    const document = documents.find((candidate) => candidate.id === id);
    if (document?.status === 'ready' || document?.status === 'failed') {
      const seconds = (performance.now() - started) / 1_000;
      await fetch(`${GATEWAY_URL}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($id: ID!) { deleteTrainingDocument(id: $id) }',
          variables: { id },
        }),
      });
      if (document.status === 'failed') throw new Error(`ingestion failed: ${document.error ?? ''}`);
      return { seconds, passages: document.passages };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
try {
  const passages = await ensurePassages(pool);
  const asked = questions();
  const pick = skewedPicker(asked);
  // Warm up connections, JIT and the database pages before measuring.
  await load(pick, 2);
  // The most it answers (20 connections, each asking again at once), then the target's load.
  const assistantProbe = Number(stackProbePort(stackEnv(process.env), 'assistant'));
  const wordsBefore = await reusedAnswers(assistantProbe, 'assistant-words');
  const saturated = await load(pick, DURATION_S);
  const atTarget = await load(pick, DURATION_S, TARGET_RPS);
  const words = hitRateBetween(wordsBefore, await reusedAnswers(assistantProbe, 'assistant-words'));
  const ingestion = await ingestionSeconds();

  const answeredShare = (100 * saturated.answered) / Math.max(saturated.asked, 1);
  console.log(
    `assistant: ${passages} bench passages; ${asked.length} distinct questions, Zipf-skewed; ${CONNECTIONS} connections, ${DURATION_S} s; no answer cache; ` +
      `words' readings reused ${(words.rate * 100).toFixed(1)} % (of ${words.reads})`,
  );
  console.log(
    `askAssistant at saturation: ${saturated.rps} req/s, p95 ${saturated.p95.toFixed(1)} ms, answered ${answeredShare.toFixed(1)} %, failures ${saturated.failures}`,
  );
  console.log(
    `askAssistant at ${TARGET_RPS} req/s offered: ${atTarget.rps} req/s, p95 ${atTarget.p95.toFixed(1)} ms, failures ${atTarget.failures}`,
  );
  console.log(
    `ingestion of a 100-page PDF: ${ingestion.seconds.toFixed(1)} s to ready, ${ingestion.passages} passages`,
  );
  const met =
    atTarget.p95 <= TARGET_P95_MS &&
    atTarget.rps >= TARGET_RPS * 0.98 &&
    saturated.rps >= TARGET_RPS &&
    saturated.failures + atTarget.failures === 0 &&
    ingestion.seconds <= TARGET_INGEST_S;
  console.log(
    `bench assistant: p95_ms=${atTarget.p95.toFixed(1)} rps=${atTarget.rps} max_rps=${saturated.rps} max_p95_ms=${saturated.p95.toFixed(1)} ` +
      `answered_pct=${answeredShare.toFixed(1)} ingest_100p_s=${ingestion.seconds.toFixed(1)} cache_hit_pct=0 ` +
      `words_reused_pct=${(words.rate * 100).toFixed(1)} ` +
      `(target p95<=${TARGET_P95_MS} at rps>=${TARGET_RPS}, ingest<=${TARGET_INGEST_S}): ${met ? 'met' : 'missed'}`,
  );
} finally {
  await pool.end();
}
