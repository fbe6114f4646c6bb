export * from './assistant.subjects.js';
export * from './faq.contracts.js';
