import { describe, expect, it } from 'vitest';
import { LEDGER_CALLERS } from '../ledger/ledger-callers.js';
import { LedgerCreditsRpc } from '../ledger/credits.contracts.js';
import { LedgerProductsRpc } from '../ledger/products.contracts.js';
import { LedgerPurchasesRpc } from '../ledger/purchases.contracts.js';
import { LedgerSettingsRpc } from '../ledger/settings.contracts.js';
import { LedgerRpc } from '../ledger/ledger.subjects.js';
import { type Actor } from './actor.js';
import { CALLER_RULES, acceptsServices, callerRefusal } from './callers.js';

const MEMBER: Actor = { id: '6f1c2b3a-4d5e-4f60-8a1b-2c3d4e5f6a7b', type: 'worker' };
const ADMIN: Actor = { id: '7a1c2b3a-4d5e-4f60-8a1b-2c3d4e5f6a7b', type: 'admin' };

describe('callerRefusal', () => {
  it.each([
    ['public', null, null, null],
    ['member', 'unauthenticated', null, null],
    ['admin', 'unauthenticated', 'forbidden', null],
    ['service', null, 'forbidden', 'forbidden'],
    ['member_or_service', null, null, null],
    ['admin_or_service', null, 'forbidden', null],
  ] as const)('%s: a service or visitor → %s, a member → %s, an admin → %s', (rule, none, member, admin) => {
    expect(callerRefusal(rule, null)).toBe(none);
    expect(callerRefusal(rule, MEMBER)).toBe(member);
    expect(callerRefusal(rule, ADMIN)).toBe(admin);
  });

  it('treats a null actor as a service only where the rule says so', () => {
    expect(CALLER_RULES.filter(acceptsServices)).toEqual([
      'service',
      'member_or_service',
      'admin_or_service',
    ]);
  });
});

describe('LEDGER_CALLERS', () => {
  const contracts = [
    LedgerRpc,
    LedgerCreditsRpc,
    LedgerProductsRpc,
    LedgerPurchasesRpc,
    LedgerSettingsRpc,
  ].flatMap((group) => Object.values<{ subject: string }>(group));

  it('has a rule for every ledger operation, and none for anything else', () => {
    expect(Object.keys(LEDGER_CALLERS).sort()).toEqual(contracts.map((contract) => contract.subject).sort());
  });

  it('leaves minting and giving back credits to services, never to a person, admins included', () => {
    expect(LEDGER_CALLERS[LedgerCreditsRpc.grant.subject]).toBe('service');
    expect(LEDGER_CALLERS[LedgerCreditsRpc.refund.subject]).toBe('service');
  });
});
