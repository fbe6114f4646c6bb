// First: every schema below validates with the French messages it installs.
export * from './common/validation-messages.fr.js';
export * from './common/actor.js';
export * from './common/error-codes.js';
export * from './common/messages.fr.js';
export * from './common/rpc.js';
export * from './common/services.js';
export * from './identity/index.js';
export * from './identity/identity.events.js';
export * from './profiles/index.js';
export * from './jobs/index.js';
export * from './feed/index.js';
export * from './messaging/index.js';
export * from './ledger/index.js';
export * from './payments/index.js';
export * from './assistant/index.js';
export * from './health.js';
export * from './common/events.js';
