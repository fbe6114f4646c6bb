import { randomUUID } from 'node:crypto';
import { LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type AppProcess,
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startApp,
  startBackend,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Tambacounda-Pannes-2026!';
const SPEND =
  'mutation($k: String!) { spendCredits(input: { amount: 1, description: "Mise en avant", idempotencyKey: $k }) { balance transactionId } }';
const BALANCE = '{ myCredits { balance } }';
const UNAVAILABLE = 'Le service ledger ne répond pas. Veuillez réessayer plus tard.';

interface Answer {
  key: string;
  ok: boolean;
  code?: unknown;
  message?: string;
  httpStatus: number;
  ms: number;
}

/**
 * Faults injected into a running system (issue 21): the ledger killed under load and restarted,
 * and stopped with SIGTERM during traffic as every rollout does. Whatever happens, a member's spend
 * is answered with a result or the French SERVICE_UNAVAILABLE within the request timeout, and a
 * retry with the same key never spends twice: the balance always equals the keys that succeeded.
 */
describe('faults: a service killed or stopped during traffic', () => {
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let headers: Record<string, string>;
  const started: AppProcess[] = [];

  const spend = async (key: string): Promise<Answer> => {
    const begin = Date.now();
    const result = await graphql<{ spendCredits: { balance: number } }>(backend.gatewayUrl, SPEND, {
      variables: { k: key },
      headers,
    });
    const error = result.errors?.[0];
    return {
      key,
      ok: !error && Boolean(result.data?.spendCredits),
      code: error?.extensions?.code,
      message: error?.message,
      httpStatus: result.status,
      ms: Date.now() - begin,
    };
  };
  const balance = async () =>
    (await graphql<{ myCredits: { balance: number } }>(backend.gatewayUrl, BALANCE, { headers })).data
      ?.myCredits.balance;
  /** Spends from `workers` clients at once, each one key after the other, until `stop()` resolves. */
  const traffic = (workers: number, prefix: string) => {
    const answers: Answer[] = [];
    let running = true;
    const done = Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let n = 0; running; n += 1) answers.push(await spend(`${prefix}-${worker}-${n}`));
      }),
    );
    return {
      answers,
      stop: async () => {
        running = false;
        await done;
        return answers;
      },
    };
  };
  const restartLedger = async () => {
    // The production grace period (the test backend's is 200 ms, to stop quickly).
    const ledger = await startApp('ledger', { env: { ...backend.env, SHUTDOWN_GRACE_MS: '2000' } });
    started.push(ledger);
    return ledger;
  };

  beforeAll(async () => {
    const infra = inject('infra');
    backend = await startBackend(infra, { label: 'faults', services: ['identity', 'ledger'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const { id, email } = await createActiveAccount(db, 'employer', PASSWORD);
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    headers = { authorization: `Bearer ${accessToken}` };
    nats = await connect({ servers: infra.natsUrl });
    await new NatsRpcClient(nats, backend.natsNamespace).request(LedgerCreditsRpc.grant, {
      userId: id,
      amount: 5_000,
      idempotencyKey: `pack-${randomUUID()}`,
      kind: 'purchase',
      description: 'Achat : Pack 5000 crédits',
    });
  });

  afterAll(async () => {
    await Promise.all(started.map((app) => app.stop()));
    await nats.close();
    await db.end();
    await backend.stop();
  });

  it('answers every spend with its result or the French SERVICE_UNAVAILABLE while the ledger is killed, serves again within 5 s of its restart, and loses or doubles nothing', async () => {
    const before = await balance();
    const load = traffic(8, 'kill');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const killed = backend.services.get('ledger');
    await killed?.stop('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await restartLedger();
    const restartedAt = Date.now();
    // One key for every try: a try the ledger took but did not answer in time is not spent twice.
    const reprise = `reprise-${randomUUID()}`;
    let servedAgainMs: number | undefined;
    while (servedAgainMs === undefined && Date.now() - restartedAt < 10_000) {
      if ((await spend(reprise)).ok) servedAgainMs = Date.now() - restartedAt;
    }
    const answers = await load.stop();

    const failed = answers.filter((answer) => !answer.ok);
    expect(answers.filter((answer) => answer.ok).length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) {
      expect(answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, httpStatus: 200 });
    }
    // Within the spec's 10 s client timeout, never a hung request.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_500);
    expect(servedAgainMs).toBeLessThan(5_000);

    // A member retries what failed with the same key: whatever the dead ledger had committed is
    // answered, not spent again.
    for (const answer of failed) expect((await spend(answer.key)).ok).toBe(true);
    const keys = new Set([...answers.map((answer) => answer.key), reprise]);
    expect(await balance()).toBe((before ?? 0) - keys.size);
  }, 60_000);

  it('finishes the spends in flight when stopped with SIGTERM and stops taking new ones before it exits', async () => {
    const ledger = started.at(-1) ?? (await restartLedger());
    const before = await balance();
    const load = traffic(8, 'rollout');
    await new Promise((resolve) => setTimeout(resolve, 800));
    const exit = await ledger.stop('SIGTERM');
    const answers = await load.stop();

    // Nest closes the app and re-raises the signal: a clean stop, not a crash.
    expect(['SIGTERM', 0]).toContain(exit.signal ?? exit.code);
    const failed = answers.filter((answer) => !answer.ok);
    for (const answer of failed)
      expect(answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
    // No request was dropped mid-way: a lost one would only fail at the 10 s timeout.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5_000);
    const succeeded = answers.filter((answer) => answer.ok).length;
    expect(succeeded).toBeGreaterThan(0);

    await restartLedger();
    expect(await balance()).toBe((before ?? 0) - succeeded);
  }, 60_000);
});
