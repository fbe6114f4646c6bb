import { healthRpc } from '../common/rpc.js';

/** NATS operations of the feed service. */
export const FeedRpc = {
  health: healthRpc('feed'),
} as const;
