export * from './assistant.subjects.js';
export * from './faq.contracts.js';
export * from './ask.contracts.js';
export * from './knowledge.contracts.js';
export * from './documents.contracts.js';
export * from './analysis.contracts.js';
export * from './suggestions.contracts.js';
