export * from './ledger.subjects.js';
export * from './products.contracts.js';
