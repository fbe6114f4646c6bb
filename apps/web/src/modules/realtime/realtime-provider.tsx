import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from '../session/hooks/use-session';
import { type LiveAck, type LiveListener, type RealtimeChannel, RealtimeContext } from './realtime-context';
import { StreamPosition } from './stream-position';

const ACK_TIMEOUT_MS = 5_000;
const RETRY_DELAY_MS = 3_000;
const OFFLINE: LiveAck = { ok: false, error: 'OFFLINE' };

interface RealtimeProviderProps {
  children: ReactNode;
}

/**
 * One socket.io connection for the signed-in user, opened under the session. socket.io-client is
 * imported lazily so it stays out of the first screen's chunk; every (re)connection asks the
 * session for a fresh access token, since the gateway drops a socket when its token expires.
 */
export function RealtimeProvider({ children }: RealtimeProviderProps) {
  const session = useSession();
  // A session resumed offline has no token to open a socket with.
  const userId = session.status === 'signedIn' && !session.offline ? session.user.id : undefined;
  const tokenRef = useRef(session.token);
  useEffect(() => {
    tokenRef.current = session.token;
  });
  const socketRef = useRef<Socket | undefined>(undefined);
  const listeners = useRef(new Map<string, Set<LiveListener>>());
  const reconnectListeners = useRef(new Set<() => void>());

  const channel = useMemo<RealtimeChannel>(
    () => ({
      subscribe(eventName, listener) {
        const set = listeners.current.get(eventName) ?? new Set<LiveListener>();
        listeners.current.set(eventName, set);
        set.add(listener);
        return () => {
          set.delete(listener);
        };
      },
      async emit(eventName, data) {
        const socket = socketRef.current;
        if (!socket?.connected) return OFFLINE;
        try {
          return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(eventName, data)) as LiveAck;
        } catch {
          return OFFLINE;
        }
      },
      onReconnect(listener) {
        reconnectListeners.current.add(listener);
        return () => {
          reconnectListeners.current.delete(listener);
        };
      },
    }),
    [],
  );

  useEffect(() => {
    if (!userId) return undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let connectedOnce = false;
    const stream = new StreamPosition();
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      const socket = io({
        path: '/socket.io',
        transports: ['websocket'],
        // Called on every (re)connection: a fresh token, and where in the stream this tab stopped
        // so the gateway replays the messages sent meanwhile.
        auth: (send) => {
          tokenRef.current().then(
            (token) => send({ token, ...stream.handshake() }),
            () => send({}),
          );
        },
      });
      socketRef.current = socket;
      socket.onAny((eventName: string, payload: unknown, meta?: { seq?: unknown }) => {
        if (!stream.isNew(meta?.seq)) return;
        listeners.current.get(eventName)?.forEach((listener) => listener(payload));
      });
      socket.on('connect', () => {
        if (connectedOnce) reconnectListeners.current.forEach((listener) => listener());
        connectedOnce = true;
      });
      // The gateway closes the socket when the token expires and refuses a stale one; socket.io
      // does not retry those by itself, so come back with a fresh token.
      const retryLater = () => {
        if (stopped || socket.active) return;
        clearTimeout(retry);
        retry = setTimeout(() => socket.connect(), RETRY_DELAY_MS);
      };
      socket.on('disconnect', retryLater);
      socket.on('connect_error', retryLater);
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      socketRef.current?.disconnect();
      socketRef.current = undefined;
    };
  }, [userId]);

  return <RealtimeContext.Provider value={userId ? channel : undefined}>{children}</RealtimeContext.Provider>;
}
