export * from './feed.subjects.js';
