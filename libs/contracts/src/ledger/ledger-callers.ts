import { type CallerTable } from '../common/callers.js';
import { LedgerCreditsRpc } from './credits.contracts.js';
import { LedgerProductsRpc } from './products.contracts.js';
import { LedgerPurchasesRpc } from './purchases.contracts.js';
import { LedgerSettingsRpc } from './settings.contracts.js';
import { LedgerRpc } from './ledger.subjects.js';

/**
 * The ledger's trust in its callers, in one place: the ledger refuses any call its rule does not
 * allow before the handler runs (and any operation missing from here), and the gateway refuses to
 * send a null actor to anything but a `public` one. Minting credits (`grant`) and giving them back
 * (`refund`) are for services only: no person, administrators included, reaches them through the
 * gateway.
 */
export const LEDGER_CALLERS: CallerTable = {
  [LedgerRpc.health.subject]: 'public',

  // A member spends its own credits; a service spends a member's for what it sells (boosts).
  [LedgerCreditsRpc.spend.subject]: 'member_or_service',
  [LedgerCreditsRpc.grant.subject]: 'service',
  [LedgerCreditsRpc.refund.subject]: 'service',
  // A member reads its own balance (an admin anyone's); services read anyone's.
  [LedgerCreditsRpc.balance.subject]: 'member_or_service',
  [LedgerCreditsRpc.balances.subject]: 'admin_or_service',
  [LedgerCreditsRpc.history.subject]: 'member',
  [LedgerCreditsRpc.adminTransactions.subject]: 'admin',
  [LedgerCreditsRpc.exportTransactions.subject]: 'admin',
  [LedgerCreditsRpc.spendSummary.subject]: 'admin',
  [LedgerCreditsRpc.hasPurchased.subject]: 'member_or_service',

  [LedgerProductsRpc.storeProducts.subject]: 'public',
  [LedgerProductsRpc.creditPacks.subject]: 'public',
  [LedgerProductsRpc.creditPack.subject]: 'public',
  [LedgerProductsRpc.product.subject]: 'public',
  [LedgerProductsRpc.adminList.subject]: 'admin',
  [LedgerProductsRpc.adminCreate.subject]: 'admin',
  [LedgerProductsRpc.adminUpdate.subject]: 'admin',
  [LedgerProductsRpc.saveCreditPack.subject]: 'admin',
  [LedgerProductsRpc.adminDelete.subject]: 'admin',

  [LedgerPurchasesRpc.buy.subject]: 'member',
  [LedgerPurchasesRpc.owned.subject]: 'member',
  [LedgerPurchasesRpc.ownedIds.subject]: 'member',
  [LedgerPurchasesRpc.download.subject]: 'member',

  [LedgerSettingsRpc.welcomeBonus.subject]: 'admin',
  [LedgerSettingsRpc.setWelcomeBonus.subject]: 'admin',
};
