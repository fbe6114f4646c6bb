import { useSyncExternalStore } from 'react';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { storedValueSubscription } from '../../shared/hooks/window-events';

/** A message typed without network, sent when it comes back (with its id: stored once). */
export interface QueuedMessage {
  conversationId: string;
  content: string;
  clientId: string;
}

const CHANGED = 'liggeey:outbox';
/** Kept per person on the device, so someone signing in after them never sends them. */
const keyOf = (userId: string) => `liggeey.outbox.${userId}`;

function read(userId: string): string {
  try {
    return localStorage.getItem(keyOf(userId)) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): QueuedMessage[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as QueuedMessage[]) : [];
  } catch {
    return [];
  }
}

function write(userId: string, messages: QueuedMessage[]): void {
  try {
    if (messages.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(messages));
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

export function queuedMessages(userId: string): QueuedMessage[] {
  return parse(read(userId));
}

export function queueMessage(userId: string, message: QueuedMessage): void {
  const messages = queuedMessages(userId).filter((queued) => queued.clientId !== message.clientId);
  write(userId, [...messages, message]);
}

export function removeQueued(userId: string, clientId: string): void {
  write(
    userId,
    queuedMessages(userId).filter((queued) => queued.clientId !== clientId),
  );
}

/** A deliberate sign-out leaves nothing of the person's on the device, unsent messages included. */
export function discardQueued(userId: string): void {
  write(userId, []);
}

/** The request never reached the server (offline, or no answer in time): worth sending again. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof GraphQLRequestError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');
}

const subscribe = storedValueSubscription(CHANGED);

/** The person's queued messages of one conversation, oldest first. */
export function useQueuedMessages(userId: string, conversationId: string): QueuedMessage[] {
  // The snapshot is the stored text: a stable value between changes, as React requires.
  const raw = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => '[]',
  );
  return parse(raw).filter((message) => message.conversationId === conversationId);
}
