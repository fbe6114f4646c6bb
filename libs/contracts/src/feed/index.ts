export * from './feed.subjects.js';
export * from './testimonials.contracts.js';
