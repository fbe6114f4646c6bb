import { healthRpc } from '../common/rpc.js';

/** NATS operations of the ledger service. */
export const LedgerRpc = {
  health: healthRpc('ledger'),
} as const;
