import { healthRpc } from '../common/rpc.js';

/** NATS operations of the messaging service. */
export const MessagingRpc = {
  health: healthRpc('messaging'),
} as const;
