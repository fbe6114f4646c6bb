export * from './messaging.subjects.js';
export * from './contact.contracts.js';
export * from './newsletter.contracts.js';
export * from './email-address.js';
export * from './conversations.contracts.js';
export * from './messaging.events.js';
