import { type Backend, graphql, startBackend } from '@liggeey/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ASK = 'mutation($q: String!) { askAssistant(question: $q) { text } }';
const QUESTIONS = Array.from({ length: 40 }, (_, i) => `Comment acheter des crédits ? (question ${i + 1})`);

/**
 * The assistant logs a question after its answer has gone out, by batches (QuestionLog): a stop
 * while a batch waits for the database must wait for it, or those questions are lost from the
 * admin's statistics. The write is held here by a lock the test takes on the log.
 */
describe('question log at a stop', () => {
  let backend: Backend;
  let db: pg.Client;
  let locker: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'assistant_log_stop', services: ['assistant'] });
    db = new pg.Client({ connectionString: backend.database.url });
    locker = new pg.Client({ connectionString: backend.database.url });
    await Promise.all([db.connect(), locker.connect()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([db.end(), locker.end()]);
    await backend.stop();
  });

  it('writes the questions still waiting before the service exits', async () => {
    // Reads go on; the log's inserts wait for the lock.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE assistant.question_log IN EXCLUSIVE MODE');
    const answers = await Promise.all(
      QUESTIONS.map((q) =>
        graphql<{ askAssistant: { text: string } }>(backend.gatewayUrl, ASK, { variables: { q } }),
      ),
    );
    expect(answers.map((answer) => answer.errors)).toEqual(QUESTIONS.map(() => undefined));

    const assistant = backend.services.get('assistant');
    if (!assistant) throw new Error('assistant not started');
    let exited = false;
    const stopped = assistant.stop('SIGTERM').finally(() => (exited = true));
    await sleep(1_500);
    expect(exited).toBe(false);
    await locker.query('COMMIT');

    // Nest closes the app and re-raises the signal: a clean stop, not a crash (nor a kill).
    expect(await stopped).toEqual({ code: null, signal: 'SIGTERM' });
    const { rows } = await db.query<{ question: string }>(
      'SELECT question FROM assistant.question_log WHERE question = ANY($1::text[])',
      [QUESTIONS],
    );
    expect(rows.map((row) => row.question).sort()).toEqual([...QUESTIONS].sort());
  });
});
