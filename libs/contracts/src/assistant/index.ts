export * from './assistant.subjects.js';
