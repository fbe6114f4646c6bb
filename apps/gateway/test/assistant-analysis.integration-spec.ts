import {
  type Backend,
  createActiveAccount,
  createRegisteredAccount,
  graphql,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { AI_SUGGESTION, LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Matam-Analyse-2026';
const ANALYSIS = `{ assistantAnalysis {
  asked answered perDay { day asked answered } bySource { knowledge faq document }
  topQuestions { question count } topUnanswered { question count } suggestionsSold suggestionCredits
} }`;

interface Analysis {
  asked: number;
  answered: number;
  perDay: { day: string; asked: number; answered: number }[];
  bySource: { knowledge: number; faq: number; document: number };
  topQuestions: { question: string; count: number }[];
  topUnanswered: { question: string; count: number }[];
  suggestionsSold: number;
  suggestionCredits: number;
}

/** Issue 15 item 4: /admin/ai-analysis from the real question log and the ledger, no static data. */
describe('assistant analysis', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let admin: Record<string, string>;
  let employer: { id: string; headers: Record<string, string> };

  const ask = (q: string) =>
    graphql(backend.gatewayUrl, 'mutation($q: String!) { askAssistant(question: $q) { answered } }', {
      variables: { q },
    });

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'assistant_analysis',
      services: ['identity', 'profiles', 'ledger', 'assistant'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const account = await createActiveAccount(db, 'admin', PASSWORD);
    admin = {
      authorization: `Bearer ${(await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD)).accessToken}`,
    };
    const { id, email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      { type: 'employer', fullName: 'Fouta Services', profession: null, password: PASSWORD },
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    employer = { id, headers: { authorization: `Bearer ${accessToken}` } };
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('counts questions per day, by source, the most asked and unanswered ones, and the suggestions sold', async () => {
    const created = await graphql(
      backend.gatewayUrl,
      'mutation($i: FaqInput!) { createFaq(input: $i) { id } }',
      {
        variables: {
          i: { question: 'Comment acheter des crédits ?', answer: 'Par mobile money.', category: 'Paiement' },
        },
        headers: admin,
      },
    );
    expect(created.errors).toBeUndefined();
    for (const q of [
      'Comment acheter des crédits ?',
      'comment ACHETER des credits',
      'Où est la plage de Saly ?',
      'ou est la plage de saly',
      'Où est la plage de Saly',
    ]) {
      expect((await ask(q)).errors).toBeUndefined();
    }
    // The log is written after each answer is sent.
    await until(
      async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM assistant.question_log')).rows[0]?.n,
      (n) => n === 5,
    );
    // A question of yesterday, straight in the log.
    await db.query(
      `INSERT INTO assistant.question_log (id, question, normalized, role, latency_ms, created_at)
       VALUES ($1, 'Hier ?', 'hier ?', 'visitor', 3, now() - interval '1 day')`,
      [randomUUID()],
    );
    // Two 'Voir plus' bought with credits granted as the payments service would; one refunded.
    const nats = await connect({ servers: infra.natsUrl });
    try {
      const rpc = new NatsRpcClient(nats, backend.natsNamespace);
      await rpc.request(LedgerCreditsRpc.grant, {
        userId: employer.id,
        amount: 100,
        idempotencyKey: `grant-${randomUUID()}`,
        kind: 'purchase',
        description: 'Achat : Pack 100 crédits',
      });
      // As the assistant sells them (SuggestionsService): the employer's credits, spent by a service.
      const bought: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const spent = await rpc.request(LedgerCreditsRpc.spend, {
          userId: employer.id,
          amount: AI_SUGGESTION.credits,
          description: AI_SUGGESTION.description,
          idempotencyKey: `ai-suggestion:${employer.id}:${randomUUID()}`,
          kind: 'spend',
        });
        bought.push(spent.transactionId);
      }
      await rpc.request(LedgerCreditsRpc.refund, {
        transactionId: bought[0] ?? '',
        idempotencyKey: `refund-${randomUUID()}`,
      });
    } finally {
      await nats.close();
    }

    const result = await graphql<{ assistantAnalysis: Analysis }>(backend.gatewayUrl, ANALYSIS, {
      headers: admin,
    });
    expect(result.errors).toBeUndefined();
    const analysis = result.data?.assistantAnalysis as Analysis;
    expect(analysis).toMatchObject({
      asked: 6,
      answered: 2,
      bySource: { knowledge: 0, faq: 2, document: 0 },
      suggestionsSold: 2,
      suggestionCredits: 20,
    });
    expect(analysis.perDay).toHaveLength(30);
    expect(analysis.perDay.at(-1)).toMatchObject({ asked: 5, answered: 2 });
    expect(analysis.perDay.at(-2)).toMatchObject({ asked: 1, answered: 0 });
    expect(analysis.topUnanswered[0]).toEqual({ question: 'Où est la plage de Saly', count: 3 });
    expect(analysis.topQuestions.map(({ count }) => count)).toEqual([3, 2, 1]);

    const refused = await graphql(backend.gatewayUrl, ANALYSIS, { headers: employer.headers });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
