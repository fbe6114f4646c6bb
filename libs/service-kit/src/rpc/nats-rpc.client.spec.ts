import { ErrorCode, LEDGER_CALLERS, LedgerCreditsRpc, LedgerProductsRpc } from '@liggeey/contracts';
import { type NatsConnection } from '@nats-io/transport-node';
import { describe, expect, it, vi } from 'vitest';
import { NatsRpcClient } from './nats-rpc.client.js';
import { RpcCallError } from './rpc-call.error.js';

const MEMBER = { id: '6f1c2b3a-4d5e-4f60-8a1b-2c3d4e5f6a7b', type: 'worker' } as const;

/** A connection answering every request with the given response, recording the subjects asked. */
function fakeConnection(response: unknown) {
  const request = vi.fn(() => Promise.resolve({ json: () => ({ response }) }));
  return { connection: { request } as unknown as NatsConnection, request };
}

const GRANT = {
  userId: MEMBER.id,
  amount: 7,
  idempotencyKey: 'cle-de-test',
  kind: 'grant',
  description: 'Cadeau',
} as const;

describe('NatsRpcClient speaking for people (visitorCallers)', () => {
  it('never sends a null actor to a ledger operation that trusts it as a service', async () => {
    const { connection, request } = fakeConnection({ transactionId: MEMBER.id, balance: 7 });
    const client = new NatsRpcClient(connection, 'test', { visitorCallers: LEDGER_CALLERS });

    const refused = await client.request(LedgerCreditsRpc.grant, GRANT).catch((error: unknown) => error);
    const refusedSpend = await client
      .request(LedgerCreditsRpc.spend, { amount: 1, description: 'x', idempotencyKey: 'cle-de-test' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(RpcCallError);
    expect((refused as RpcCallError).code).toBe(ErrorCode.Internal);
    expect(refusedSpend).toBeInstanceOf(RpcCallError);
    expect(request).not.toHaveBeenCalled();
  });

  it("sends a visitor's request to a public operation and a member's to the others", async () => {
    const { connection, request } = fakeConnection([]);
    const client = new NatsRpcClient(connection, 'test', { visitorCallers: LEDGER_CALLERS });

    await client.request(LedgerProductsRpc.creditPacks, {});
    await client
      .request(LedgerCreditsRpc.balances, { userIds: [] }, { actor: MEMBER })
      .catch(() => undefined);

    expect(request).toHaveBeenCalledTimes(2);
  });

  it('lets a service send a null actor (no table)', async () => {
    const { connection, request } = fakeConnection({ transactionId: MEMBER.id, balance: 7 });
    await new NatsRpcClient(connection, 'test').request(LedgerCreditsRpc.grant, GRANT);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
