import { createContext } from 'react';

export type LiveListener = (payload: unknown) => void;

/** An acknowledgement from the gateway, e.g. for `conversation:join`. */
export interface LiveAck {
  ok: boolean;
  error?: string;
}

/** What the RealtimeProvider offers to hooks: one socket shared by the whole signed-in app. */
export interface RealtimeChannel {
  /** Listens to a server event; returns the unsubscribe function. */
  subscribe: (eventName: string, listener: LiveListener) => () => void;
  /** Sends a client event; resolves with the gateway's acknowledgement (`{ ok: false }` when offline). */
  emit: (eventName: string, data: unknown) => Promise<LiveAck>;
  /** Called on every (re)connection after the first, so pages refetch what they missed offline. */
  onReconnect: (listener: () => void) => () => void;
}

export const RealtimeContext = createContext<RealtimeChannel | undefined>(undefined);
