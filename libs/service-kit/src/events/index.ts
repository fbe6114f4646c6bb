export * from './event-consumer.js';
export * from './event-follower.js';
export * from './event-publisher.js';
export * from './event-watcher.js';
export * from './event-stream.js';
export * from './events.module.js';
export * from './on-event.decorator.js';
export * from './admin-audit.js';
