import { healthRpc } from '../common/rpc.js';

/** NATS operations of the payments service. */
export const PaymentsRpc = {
  health: healthRpc('payments'),
} as const;
