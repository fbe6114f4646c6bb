import { type ConversationUpdated, type MessageCreated, MessagingEvents } from '@liggeey/contracts';
import { FEED_ROOM, conversationRoom, userRoom } from './realtime-rooms.js';

/** Which events the gateway relays to sockets (event names, `feed.` as a prefix). */
export const FEED_PREFIX = 'feed.';
export const MESSAGING_RELAYED = [
  MessagingEvents.messageCreated.name,
  MessagingEvents.conversationUpdated.name,
];

/** Extra socket.io argument after the payload: the stream sequence, for replay and de-duplication. */
export interface RelayMeta {
  seq: number;
}

/**
 * The rooms an event goes to, or null when it is not relayed. The payload of a relayed messaging
 * event has been validated against its contract before this is called.
 */
export function roomsFor(name: string, payload: unknown): string[] | null {
  if (name.startsWith(FEED_PREFIX)) return [FEED_ROOM];
  if (name === MessagingEvents.messageCreated.name) {
    const { message, participantIds } = payload as MessageCreated;
    return [conversationRoom(message.conversationId), ...participantIds.map(userRoom)];
  }
  if (name === MessagingEvents.conversationUpdated.name) {
    return (payload as ConversationUpdated).participantIds.map(userRoom);
  }
  return null;
}

/** The messaging payload if it matches its contract (anything else is dropped, not relayed). */
export function validMessagingPayload(name: string, payload: unknown): unknown {
  const contract = Object.values(MessagingEvents).find((event) => event.name === name);
  if (!contract) return payload;
  const parsed = contract.payload.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}

/** Whether a messaging event concerns `userId` (replay to one reconnecting socket). */
export function concernsUser(name: string, payload: unknown, userId: string): boolean {
  if (!MESSAGING_RELAYED.includes(name)) return false;
  return (payload as { participantIds: string[] }).participantIds.includes(userId);
}
