export * from './profiles.subjects.js';
export * from './trades.contracts.js';
export * from './professions.js';
