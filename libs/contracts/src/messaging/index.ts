export * from './messaging.subjects.js';
