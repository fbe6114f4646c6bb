export * from './jobs.subjects.js';
export * from './jobs.events.js';
export * from './job-options.js';
export * from './jobs.contracts.js';
export * from './boost.contracts.js';
export * from './promotion.contracts.js';
