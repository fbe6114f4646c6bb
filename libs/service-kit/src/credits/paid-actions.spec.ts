import { ErrorCode, LedgerCreditsRpc } from '@liggeey/contracts';
import { type PinoLogger } from 'nestjs-pino';
import { describe, expect, it, vi } from 'vitest';
import { DomainException } from '../errors/domain.exception.js';
import { type NatsRpcClient } from '../rpc/nats-rpc.client.js';
import { RpcCallError } from '../rpc/rpc-call.error.js';
import { PaidActions } from './paid-actions.js';

const USER_ID = '7c4b2a1e-55d4-4d0e-9d61-0a8f1a6f4c11';
const TRANSACTION_ID = 'f1d1c2a4-2f0e-4c57-9a3e-5b1d2c3e4f50';

interface Call {
  subject: string;
  data: unknown;
  actor: unknown;
}

/** A NATS client answering by subject; every call is recorded. */
function fakeRpc(answers: Record<string, () => unknown>) {
  const calls: Call[] = [];
  const request = vi.fn((contract: { subject: string }, data: unknown, options?: { actor?: unknown }) => {
    calls.push({ subject: contract.subject, data, actor: options?.actor });
    const answer = answers[contract.subject];
    if (!answer) return Promise.reject(new Error(`unexpected ${contract.subject}`));
    return Promise.resolve().then(answer);
  });
  return { rpc: { request } as unknown as NatsRpcClient, calls };
}

function paidActions(answers: Record<string, () => unknown>) {
  const { rpc, calls } = fakeRpc(answers);
  const logger = { setContext: vi.fn(), error: vi.fn() };
  return { actions: new PaidActions(rpc, logger as unknown as PinoLogger), calls, error: logger.error };
}

const ACTION = {
  userId: USER_ID,
  amount: 50,
  description: 'Boost profil',
  metadata: { profileId: USER_ID },
  idempotencyKey: `boost-profile:${USER_ID}:cle-du-clic`,
};
const spent = () => ({ transactionId: TRANSACTION_ID, balance: 10 });

describe('PaidActions', () => {
  it('spends as a service for the member under the system key, then applies with the spend', async () => {
    const { actions, calls } = paidActions({ [LedgerCreditsRpc.spend.subject]: spent });
    const apply = vi.fn(() => Promise.resolve('fait'));

    await expect(actions.run({ ...ACTION, apply })).resolves.toEqual({ result: 'fait', balance: 10 });
    expect(calls).toEqual([
      { subject: LedgerCreditsRpc.spend.subject, data: { ...ACTION, kind: 'spend' }, actor: undefined },
    ]);
    expect(apply).toHaveBeenCalledWith(TRANSACTION_ID);
  });

  it("passes the ledger's refusal on and applies nothing", async () => {
    const { actions } = paidActions({
      [LedgerCreditsRpc.spend.subject]: () => {
        throw new RpcCallError(ErrorCode.Conflict, 'Crédits insuffisants', LedgerCreditsRpc.spend.subject);
      },
    });
    const apply = vi.fn();

    const refusal = await actions.run({ ...ACTION, apply }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainException);
    expect(refusal).toMatchObject({ code: ErrorCode.Conflict, message: 'Crédits insuffisants' });
    expect(apply).not.toHaveBeenCalled();
  });

  it('refunds a refused action under its own key and passes the refusal on', async () => {
    const { actions, calls } = paidActions({
      [LedgerCreditsRpc.spend.subject]: spent,
      [LedgerCreditsRpc.refund.subject]: spent,
    });
    const refused = new DomainException(ErrorCode.Conflict, 'Seule une offre active peut être boostée.');

    await expect(actions.run({ ...ACTION, apply: () => Promise.reject(refused) })).rejects.toBe(refused);
    expect(calls[1]).toEqual({
      subject: LedgerCreditsRpc.refund.subject,
      data: { transactionId: TRANSACTION_ID, idempotencyKey: `refund:${TRANSACTION_ID}` },
      actor: undefined,
    });
  });

  it('keeps the spend of an action in doubt for the retry, refunding nothing', async () => {
    const { actions, calls, error } = paidActions({ [LedgerCreditsRpc.spend.subject]: spent });
    const broken = new Error('connexion perdue');

    await expect(actions.run({ ...ACTION, apply: () => Promise.reject(broken) })).rejects.toBe(broken);
    expect(calls.map((call) => call.subject)).toEqual([LedgerCreditsRpc.spend.subject]);
    expect(error).toHaveBeenCalledOnce();
  });
});
