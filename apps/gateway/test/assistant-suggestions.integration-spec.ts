import { AI_SUGGESTION, LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type Backend,
  createRegisteredAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Pikine-Suggestion-2026';
const SUGGEST = `mutation($q: String!, $k: String!) {
  aiSuggestions(q: $q, idempotencyKey: $k) { balance suggestions { score reason profile { id fullName } } }
}`;
const PIKINE = 'c0000000-0000-4000-8000-000000000001';
const RUFISQUE = 'c0000000-0000-4000-8000-000000000002';

interface Suggestions {
  balance: number;
  suggestions: { score: number; reason: string; profile: { id: string; fullName: string } }[];
}

/** Issue 15 item 5: 'Voir plus' ranked by the assistant, charged once, refunded when it cannot answer. */
describe("'Voir plus' suggestions", () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;

  async function employerWith(credits: number) {
    const { id, email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      {
        type: 'employer',
        fullName: `Entreprise ${randomUUID().slice(0, 6)}`,
        profession: null,
        password: PASSWORD,
      },
    );
    await db.query('UPDATE profiles.profiles SET locality_id = $1 WHERE id = $2', [PIKINE, id]);
    const { balance } = await rpc.request(LedgerCreditsRpc.balance, { userId: id });
    if (credits > balance) {
      await rpc.request(LedgerCreditsRpc.grant, {
        userId: id,
        amount: credits - balance,
        idempotencyKey: `grant-${randomUUID()}`,
        kind: 'purchase',
        description: 'Achat : Pack de test',
      });
    }
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }
  const suggest = (headers: Record<string, string>, q: string, k = randomUUID()) =>
    graphql<{ aiSuggestions: Suggestions }>(backend.gatewayUrl, SUGGEST, { variables: { q, k }, headers });

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'assistant_suggestions',
      services: ['identity', 'profiles', 'ledger', 'assistant'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
    await db.query(
      `INSERT INTO profiles.localities (id, name, city, latitude, longitude) VALUES
         ($1, 'Pikine Test', 'Pikine', 14.7547, -17.3960), ($2, 'Rufisque Test', 'Rufisque', 14.7158, -17.2722)`,
      [PIKINE, RUFISQUE],
    );
    // Soudeurs: one available, well rated, verified and near; one only a better text match, far away.
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, profession, description, available, verified,
         review_count, rating_sum, locality_id, updated_at, confirmed_at, created_at) VALUES
       (gen_random_uuid(), 'Aliou Soudeur', 'worker', 'aliou@exemple.sn', 'Soudeur', 'Soudure, soudure à l''arc, soudeur agréé',
         false, false, 0, 0, $2, now(), now(), now() - interval '1 year'),
       (gen_random_uuid(), 'Modou Ndiaye', 'worker', 'modou@exemple.sn', 'Soudeur', 'Portails et grilles',
         true, true, 12, 58, $1, now(), now(), now() - interval '1 year')`,
      [PIKINE, RUFISQUE],
    );
  }, 120_000);

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  it('ranks the professionals with a French reason, and charges 10 credits once per click', async () => {
    const employer = await employerWith(100);
    const key = randomUUID();

    const [first, doubleClick] = await Promise.all([
      suggest(employer.headers, 'soudeur', key),
      suggest(employer.headers, 'soudeur', key),
    ]);

    expect(first.errors).toBeUndefined();
    const suggestions = first.data?.aiSuggestions.suggestions ?? [];
    expect(suggestions.map((s) => s.profile.fullName)).toEqual(['Modou Ndiaye', 'Aliou Soudeur']);
    expect(suggestions[0]?.reason).toBe(
      'Disponible maintenant · 4,8/5 sur 12 avis · Profil vérifié · à Pikine Test',
    );
    expect(suggestions[0]?.score).toBeGreaterThan(suggestions[1]?.score ?? 1);
    expect(first.data?.aiSuggestions.balance).toBe(90);
    expect(doubleClick.data?.aiSuggestions.balance).toBe(90);
    expect((await rpc.request(LedgerCreditsRpc.balance, { userId: employer.id })).balance).toBe(90);
  });

  it('refunds the credits, under its own key, when nobody matches', async () => {
    const employer = await employerWith(50);

    const result = await suggest(employer.headers, 'astronaute');

    expect(result.errors?.[0]).toMatchObject({
      message: 'Aucun professionnel ne correspond à cette recherche : vos crédits vous ont été rendus.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await rpc.request(LedgerCreditsRpc.balance, { userId: employer.id })).balance).toBe(50);
    const { rows } = await db.query<{ kind: string }>(
      `SELECT kind FROM ledger.journal_transactions WHERE user_id = $1 AND description = $2 OR
         reverses_id IN (SELECT id FROM ledger.journal_transactions WHERE user_id = $1 AND description = $2)
       ORDER BY created_at`,
      [employer.id, AI_SUGGESTION.description],
    );
    expect(rows.map(({ kind }) => kind)).toEqual(['spend', 'refund']);
  });

  it("refuses when the credits are short ('Crédits insuffisants'), and a worker", async () => {
    const employer = await employerWith(0);
    const { balance } = await rpc.request(LedgerCreditsRpc.balance, { userId: employer.id });
    if (balance >= AI_SUGGESTION.credits) {
      await rpc.request(LedgerCreditsRpc.spend, {
        userId: employer.id,
        amount: balance,
        description: 'Achat : vide le solde',
        idempotencyKey: `empty-${randomUUID()}`,
        kind: 'spend',
      });
    }

    const short = await suggest(employer.headers, 'soudeur');
    expect(short.errors?.[0]).toMatchObject({
      message: 'Crédits insuffisants',
      extensions: { code: 'CONFLICT' },
    });

    const { email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Curieux Ba', profession: 'Maçon', password: PASSWORD },
    );
    const worker = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    const refused = await suggest({ authorization: `Bearer ${worker.accessToken}` }, 'soudeur');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
