import { healthRpc } from '../common/rpc.js';

/** NATS operations of the jobs service. */
export const JobsRpc = {
  health: healthRpc('jobs'),
} as const;
