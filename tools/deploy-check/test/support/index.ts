export * from './compose.js';
export * from './render.js';
export * from './workloads.js';
export * from './validate.js';
export * from './policy.js';
