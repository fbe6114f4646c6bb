export * from './payments.subjects.js';
