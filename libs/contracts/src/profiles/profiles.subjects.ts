import { healthRpc } from '../common/rpc.js';

/** NATS operations of the profiles service. */
export const ProfilesRpc = {
  health: healthRpc('profiles'),
} as const;
