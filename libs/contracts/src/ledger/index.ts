export * from './ledger.subjects.js';
