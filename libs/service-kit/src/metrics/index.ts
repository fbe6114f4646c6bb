export * from './event-metrics.js';
export * from './nats-metrics.js';
export * from './queue-metrics.js';
export * from './registry.js';
export * from './rpc-metrics.js';
