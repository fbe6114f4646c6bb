import { useCallback, useContext } from 'react';
import { type LiveAck, RealtimeContext } from './realtime-context';

const OFFLINE: LiveAck = { ok: false, error: 'OFFLINE' };

/** Sends client events on the live connection (`conversation:join`, `conversation:typing`). */
export function useLiveEmit(): (eventName: string, data: unknown) => Promise<LiveAck> {
  const channel = useContext(RealtimeContext);
  return useCallback(
    (eventName: string, data: unknown) =>
      channel ? channel.emit(eventName, data) : Promise.resolve(OFFLINE),
    [channel],
  );
}
