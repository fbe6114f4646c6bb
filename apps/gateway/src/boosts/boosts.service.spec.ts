import { type Actor, ErrorCode, LedgerCreditsRpc, ProfilesBoostsRpc } from '@liggeey/contracts';
import { DomainException, type NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import { type PinoLogger } from 'nestjs-pino';
import { describe, expect, it, vi } from 'vitest';
import { BoostsService } from './boosts.service.js';

const WORKER: Actor = { id: '7c4b2a1e-55d4-4d0e-9d61-0a8f1a6f4c11', type: 'worker' };
const TRANSACTION_ID = 'f1d1c2a4-2f0e-4c57-9a3e-5b1d2c3e4f50';

interface Call {
  subject: string;
  data: unknown;
  actor: Actor | null | undefined;
}

/** A NATS client answering by subject; every call is recorded. */
function fakeRpc(answers: Record<string, (data: unknown) => unknown>) {
  const calls: Call[] = [];
  const request = vi.fn(
    (contract: { subject: string }, data: unknown, options?: { actor?: Actor | null }) => {
      calls.push({ subject: contract.subject, data, actor: options?.actor });
      const answer =
        answers[contract.subject] ??
        (() => {
          throw new Error(`unexpected ${contract.subject}`);
        });
      // Asynchronous like the real client: a thrown answer becomes a rejection.
      return Promise.resolve().then(() => answer(data));
    },
  );
  return { rpc: { request } as unknown as NatsRpcClient, calls };
}

function timedOut(): RpcCallError {
  return new RpcCallError(ErrorCode.ServiceUnavailable, 'Indisponible', ProfilesBoostsRpc.boost.subject, {
    service: 'profiles',
    reason: 'timeout',
  });
}

function fakeLogger() {
  const logger = { setContext: vi.fn(), error: vi.fn() };
  return { logger: logger as unknown as PinoLogger, error: logger.error };
}

describe('BoostsService', () => {
  it('spends for the profile as a service, then applies the boost with the spend', async () => {
    const { rpc, calls } = fakeRpc({
      [LedgerCreditsRpc.spend.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 150 }),
      [ProfilesBoostsRpc.boost.subject]: () => ({ boostedUntil: '2026-11-29T10:00:00.000Z' }),
    });
    const service = new BoostsService(rpc, fakeLogger().logger);

    await expect(service.boostProfile(WORKER, 'cle-du-clic-1')).resolves.toEqual({
      boostedUntil: '2026-11-29T10:00:00.000Z',
      balance: 150,
    });
    expect(calls).toEqual([
      {
        subject: LedgerCreditsRpc.spend.subject,
        data: {
          userId: WORKER.id,
          amount: 50,
          description: 'Boost profil',
          metadata: { profileId: WORKER.id },
          idempotencyKey: `boost-profile:${WORKER.id}:cle-du-clic-1`,
          kind: 'spend',
        },
        actor: undefined,
      },
      {
        subject: ProfilesBoostsRpc.boost.subject,
        data: { profileId: WORKER.id, days: 7, transactionId: TRANSACTION_ID },
        actor: undefined,
      },
    ]);
  });

  it('refunds under its own key when the boost cannot be applied, and rethrows the cause', async () => {
    const refused = new RpcCallError(
      ErrorCode.NotFound,
      'Profil introuvable.',
      ProfilesBoostsRpc.boost.subject,
    );
    const { rpc, calls } = fakeRpc({
      [LedgerCreditsRpc.spend.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 150 }),
      [ProfilesBoostsRpc.boost.subject]: () => {
        throw refused;
      },
      [LedgerCreditsRpc.refund.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 200 }),
    });
    const service = new BoostsService(rpc, fakeLogger().logger);

    await expect(service.boostProfile(WORKER, 'cle-du-clic-2')).rejects.toBe(refused);
    expect(calls.at(-1)).toEqual({
      subject: LedgerCreditsRpc.refund.subject,
      data: { transactionId: TRANSACTION_ID, idempotencyKey: `refund:${TRANSACTION_ID}` },
      actor: undefined,
    });
  });

  it('logs a refund that fails and still answers with the boost failure', async () => {
    const refused = new RpcCallError(
      ErrorCode.NotFound,
      'Profil introuvable.',
      ProfilesBoostsRpc.boost.subject,
    );
    const { rpc } = fakeRpc({
      [LedgerCreditsRpc.spend.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 150 }),
      [ProfilesBoostsRpc.boost.subject]: () => {
        throw refused;
      },
      [LedgerCreditsRpc.refund.subject]: () => {
        throw new RpcCallError(ErrorCode.ServiceUnavailable, 'Indisponible', LedgerCreditsRpc.refund.subject);
      },
    });
    const { logger, error } = fakeLogger();
    const service = new BoostsService(rpc, logger);

    await expect(service.boostProfile(WORKER, 'cle-du-clic-3')).rejects.toBe(refused);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ transactionId: TRANSACTION_ID }),
      'A boost that could not be applied was not refunded',
    );
  });

  it('asks again when the boost got no answer, and neither refunds nor applies twice', async () => {
    let attempts = 0;
    const { rpc, calls } = fakeRpc({
      [LedgerCreditsRpc.spend.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 150 }),
      [ProfilesBoostsRpc.boost.subject]: () => {
        attempts += 1;
        if (attempts === 1) throw timedOut();
        return { boostedUntil: '2026-11-29T10:00:00.000Z' };
      },
    });
    const service = new BoostsService(rpc, fakeLogger().logger);

    await expect(service.boostProfile(WORKER, 'cle-du-clic-4')).resolves.toEqual({
      boostedUntil: '2026-11-29T10:00:00.000Z',
      balance: 150,
    });
    const boosts = calls.filter((call) => call.subject === ProfilesBoostsRpc.boost.subject);
    expect(boosts.map((call) => call.data)).toEqual([
      { profileId: WORKER.id, days: 7, transactionId: TRANSACTION_ID },
      { profileId: WORKER.id, days: 7, transactionId: TRANSACTION_ID },
    ]);
    expect(calls.some((call) => call.subject === LedgerCreditsRpc.refund.subject)).toBe(false);
  });

  it('keeps the spend of a boost still in doubt for the retry of the same click', async () => {
    const { rpc, calls } = fakeRpc({
      [LedgerCreditsRpc.spend.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 150 }),
      [ProfilesBoostsRpc.boost.subject]: () => {
        throw timedOut();
      },
    });
    const { logger, error } = fakeLogger();
    const service = new BoostsService(rpc, logger);

    await expect(service.boostProfile(WORKER, 'cle-du-clic-5')).rejects.toMatchObject({
      code: ErrorCode.ServiceUnavailable,
    });
    expect(calls.some((call) => call.subject === LedgerCreditsRpc.refund.subject)).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ transactionId: TRANSACTION_ID }),
      'A paid boost is in doubt; kept for a retry',
    );
  });

  it('refunds at once when no profiles service was listening', async () => {
    const { rpc, calls } = fakeRpc({
      [LedgerCreditsRpc.spend.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 150 }),
      [ProfilesBoostsRpc.boost.subject]: () => {
        throw new RpcCallError(
          ErrorCode.ServiceUnavailable,
          'Indisponible',
          ProfilesBoostsRpc.boost.subject,
          {
            service: 'profiles',
            reason: 'no-responders',
          },
        );
      },
      [LedgerCreditsRpc.refund.subject]: () => ({ transactionId: TRANSACTION_ID, balance: 200 }),
    });
    const service = new BoostsService(rpc, fakeLogger().logger);

    await expect(service.boostProfile(WORKER, 'cle-du-clic-6')).rejects.toMatchObject({
      code: ErrorCode.ServiceUnavailable,
    });
    expect(calls.filter((call) => call.subject === ProfilesBoostsRpc.boost.subject)).toHaveLength(1);
    expect(calls.at(-1)?.subject).toBe(LedgerCreditsRpc.refund.subject);
  });

  it('refuses a key that would not fit the ledger before any call', async () => {
    const { rpc, calls } = fakeRpc({});
    const service = new BoostsService(rpc, fakeLogger().logger);

    for (const key of ['court', 'x'.repeat(49)]) {
      const failure = service.boostProfile(WORKER, key);
      await expect(failure).rejects.toBeInstanceOf(DomainException);
      await expect(failure).rejects.toMatchObject({ code: ErrorCode.ValidationFailed });
    }
    expect(calls).toEqual([]);
  });
});
