export * from './profiles.subjects.js';
