export * from './identity.errors.js';
export * from './identity.subjects.js';
export * from './security.contracts.js';
export * from './admin-accounts.contracts.js';
export * from './password-reset.contracts.js';
export * from './account-security.contracts.js';
export * from './appearance.contracts.js';
export * from './audit.contracts.js';
