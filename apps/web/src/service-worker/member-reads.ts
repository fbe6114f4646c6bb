/**
 * The page and the service worker agree on these to keep a member's GraphQL reads for offline use
 * (graphql-reads.ts). Every request of a signed-in member names them in MEMBER_HEADER, also once
 * their session was resumed offline and the request carries no token.
 */
export const MEMBER_HEADER = 'x-liggeey-member';

/** Deleted by the page when the member's session ends (modules/session/offline-member.ts). */
export const MEMBER_READS_CACHE = 'liggeey-member-reads';
