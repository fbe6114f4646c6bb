import { healthRpc } from '../common/rpc.js';

/** NATS operations of the assistant service. */
export const AssistantRpc = {
  health: healthRpc('assistant'),
} as const;
