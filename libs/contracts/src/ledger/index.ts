export * from './ledger.subjects.js';
export * from './products.contracts.js';
export * from './purchases.contracts.js';
export * from './credits.contracts.js';
export * from './settings.contracts.js';
export * from './ledger.events.js';
export * from './paid-features.js';
export * from './ledger-callers.js';
