import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { RealtimeContext } from './realtime-context';

/**
 * Calls `handler` with the payload of every live event named `eventName` (the NATS event name,
 * e.g. `feed.post.created`). The handler always sees its latest closure. Without a
 * RealtimeProvider (signed out, unit tests) it does nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the shared contract: callers name the payload type
export function useLiveEvent<T = unknown>(eventName: string, handler: (payload: T) => void): void {
  const channel = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  // Updated during the commit, not after it: an event delivered right after a render must not
  // reach the previous render's handler.
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!channel) return undefined;
    return channel.subscribe(eventName, (payload) => handlerRef.current(payload as T));
  }, [channel, eventName]);
}
