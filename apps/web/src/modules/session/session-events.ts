/**
 * Dispatched on `window` when a session resumed offline reaches the provider again: what the pages
 * showed from the device is read again from the server (app/query-root.tsx).
 */
export const SESSION_RESUMED = 'liggeey:session-resumed';
