import {
  type Backend,
  createRegisteredAccount,
  graphql,
  seedService,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

interface EvaluationQuestion {
  question: string;
  asker: 'visitor' | 'worker' | 'employer';
  expected: { kind: 'faq' | 'knowledge'; id: string } | { kind: 'none' };
}

const QUESTIONS = JSON.parse(
  readFileSync(new URL('./evaluation/questions.fr.json', import.meta.url), 'utf8'),
) as EvaluationQuestion[];
const PASSWORD = 'Evaluation-Assistant-2026';
const TARGET = 0.85;
const ASK = 'mutation($q: String!) { askAssistant(question: $q) { answered } }';

/**
 * Issue 15: the French evaluation set (paraphrases, typos, missing accents, questions of each
 * role) against the seeded FAQ and knowledge entries. Which entry answered is read from the
 * question log; top-1 accuracy must reach 85 %.
 */
describe('assistant evaluation set', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  const headers: Record<EvaluationQuestion['asker'], Record<string, string>> = {
    visitor: {},
    worker: {},
    employer: {},
  };

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'assistant_evaluation',
      services: ['identity', 'profiles', 'ledger', 'assistant'],
      env: {
        ASSISTANT_QUESTIONS_PER_MINUTE_PER_ADDRESS: '10000',
        ASSISTANT_QUESTIONS_PER_MINUTE_PER_ACCOUNT: '10000',
      },
    });
    await seedService(backend, 'assistant');
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['worker', 'employer'] as const) {
      const { email } = await createRegisteredAccount(
        db,
        { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
        {
          type,
          fullName: 'Ndeye Evaluation',
          profession: type === 'worker' ? 'Tailleur' : null,
          password: PASSWORD,
        },
      );
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      headers[type] = { authorization: `Bearer ${accessToken}` };
    }
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it(`answers at least ${TARGET * 100} % of its ${QUESTIONS.length} questions from the expected source`, async () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    const logged = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM assistant.question_log')).rows[0]?.n ??
      0;
    for (const { question, asker, expected } of QUESTIONS) {
      const before = await logged();
      const result = await graphql(backend.gatewayUrl, ASK, {
        variables: { q: question },
        headers: headers[asker],
      });
      expect(result.errors, question).toBeUndefined();
      // The log is written after the answer is sent.
      await until(logged, (n) => n > before);
      const { rows } = await db.query<{ source_kind: string | null; source_id: string | null }>(
        'SELECT source_kind, source_id FROM assistant.question_log ORDER BY created_at DESC, id LIMIT 1',
      );
      const got = rows[0];
      const right =
        expected.kind === 'none'
          ? got?.source_kind === null
          : got?.source_kind === expected.kind && got.source_id === expected.id;
      if (!right)
        misses.push(`${asker}: « ${question} » → ${got?.source_kind ?? 'rien'} ${got?.source_id ?? ''}`);
    }

    const accuracy = 1 - misses.length / QUESTIONS.length;
    console.info(
      `assistant evaluation: top-1 accuracy ${(accuracy * 100).toFixed(1)} % (${QUESTIONS.length - misses.length}/${QUESTIONS.length})\n${misses.join('\n')}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(TARGET);
  });
});
