import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry.js';

/** From a cached answer (~1 ms) to the spec's 10 s client timeout. */
const RPC_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Label `code`: `OK` or the error code the caller received (SERVICE_UNAVAILABLE on a timeout). */
export const rpcClientDuration = new Histogram({
  name: 'liggeey_rpc_client_duration_seconds',
  help: 'NATS requests this process sent, by subject and result code, until their answer.',
  labelNames: ['subject', 'code'] as const,
  buckets: RPC_BUCKETS,
  registers: [metricsRegistry],
});

export const rpcServerDuration = new Histogram({
  name: 'liggeey_rpc_server_duration_seconds',
  help: 'NATS requests this service handled, by subject and result code.',
  labelNames: ['subject', 'code'] as const,
  buckets: RPC_BUCKETS,
  registers: [metricsRegistry],
});

export const rpcHedges = new Counter({
  name: 'liggeey_rpc_hedges_total',
  help: 'Reads asked a second time after no answer within the hedge delay, by subject.',
  labelNames: ['subject'] as const,
  registers: [metricsRegistry],
});

/** The code of an error as the caller sees it: a domain error keeps its own, anything else is INTERNAL. */
export function resultCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'INTERNAL';
}
