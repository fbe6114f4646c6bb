import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { RealtimeContext } from './realtime-context';

/** Calls `handler` each time the live connection comes back, so a page refetches what it missed. */
export function useLiveReconnect(handler: () => void): void {
  const channel = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  // As in useLiveEvent: the latest handler from the commit on.
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => channel?.onReconnect(() => handlerRef.current()), [channel]);
}
