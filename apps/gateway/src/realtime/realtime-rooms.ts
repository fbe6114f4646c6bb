/** socket.io rooms: one per user (joined on connection), the feed, and one per conversation. */
export const FEED_ROOM = 'feed';
export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
