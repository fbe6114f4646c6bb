export * from './jobs.subjects.js';
