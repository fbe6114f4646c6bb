export * from './flutterwave.contracts.js';
export * from './payment-messages.js';
export * from './payments.contracts.js';
export * from './payments.subjects.js';
