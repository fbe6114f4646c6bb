import { type Socket, io } from 'socket.io-client';

/**
 * A socket.io client on a gateway, authenticated with an access token; resolves once connected.
 * Like the web app, it remembers the stream sequence of the last relayed event and sends it when it
 * reconnects, so the gateway replays what it missed.
 */
export async function connectSocket(gatewayUrl: string, token: string): Promise<Socket> {
  let lastSeq: number | undefined;
  const socket = io(gatewayUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => send(lastSeq === undefined ? { token } : { token, lastSeq }),
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
  });
  socket.onAny((_event: string, _payload: unknown, meta?: { seq?: number }) => {
    if (typeof meta?.seq === 'number') lastSeq = Math.max(lastSeq ?? 0, meta.seq);
  });
  await new Promise<void>((resolve, reject) => {
    const connected = () => {
      socket.off('connect_error', refused);
      resolve();
    };
    // Only the first connection decides; later errors are reconnection attempts that socket.io retries.
    const refused = (error: Error) => {
      socket.off('connect', connected);
      socket.close();
      reject(error);
    };
    socket.once('connect', connected);
    socket.once('connect_error', refused);
  });
  return socket;
}

/** Resolves with the first payload of `event` that satisfies `match`; rejects after `timeoutMs`. */
export function nextSocketEvent<T>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every payload of `event` the socket receives from now on. */
export function collectSocketEvents<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}
