export * from './feed.subjects.js';
export * from './testimonials.contracts.js';
export * from './posts.contracts.js';
export * from './feed.events.js';
export * from './articles.contracts.js';
