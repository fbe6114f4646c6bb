export * from './tracing.js';
export * from './nats-trace-context.js';
export * from './log-trace-fields.js';
export * from './tracing-lifecycle.js';
