import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type Actor, MessagingConversationsRpc, RealtimeClientEvents } from '@liggeey/contracts';
import { APP_CONFIG, NatsRpcClient } from '@liggeey/service-kit';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { type Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { JwtVerifier } from '../auth/jwt-verifier.js';
import { type GatewayConfig } from '../config/gateway-config.js';
import { EventReplay } from './event-replay.js';
import { FEED_ROOM, conversationRoom, userRoom } from './realtime-rooms.js';
import { type StreamEvent } from './stream-events.js';
import { countSocketsWith } from './realtime-metrics.js';

/** How often connected sockets are checked against token expiry and closed accounts. */
const SESSION_CHECK_MS = 2_000;

interface SocketData {
  actor: Actor;
  token: string;
}

type Ack = (answer: { ok: boolean; error?: string }) => void;

const conversationMessageSchema = z.object({ conversationId: z.uuid() });
const handshakeSchema = z.object({ token: z.string().min(1), lastSeq: z.number().int().min(0).optional() });

/**
 * socket.io on the gateway's own HTTP server (path /socket.io), rooms shared by every instance
 * through Redis. A socket authenticates with the access token and is dropped as soon as that token
 * would be refused on a request (expired, too old, account deleted or suspended); the client comes
 * back with a fresh one.
 */
@Injectable()
export class RealtimeServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private io: Server | undefined;
  private redis: Redis[] = [];
  private sessionCheck: NodeJS.Timeout | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly verifier: JwtVerifier,
    private readonly rpc: NatsRpcClient,
    private readonly replay: EventReplay,
    private readonly logger: PinoLogger,
  ) {}

  onApplicationBootstrap(): void {
    const pub = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    this.redis = [pub, sub];
    const httpServer = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
    const io = new Server(httpServer, {
      path: '/socket.io',
      serveClient: false,
      // Same origin through the web server's proxy; other origins have no business here.
      cors: { origin: false },
      adapter: createAdapter(pub, sub, { key: `${this.config.NATS_NAMESPACE}:socket.io` }),
    });
    io.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        () => next(new Error('UNAUTHENTICATED')),
      );
    });
    io.on('connection', (socket) => this.onConnection(socket));
    countSocketsWith(() => io.engine.clientsCount);
    this.io = io;
    this.sessionCheck = setInterval(() => void this.dropClosedSessions(), SESSION_CHECK_MS);
  }

  /** Before Nest closes the HTTP server, which would otherwise wait for the open sockets. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sessionCheck);
    // Closing the transports (not disconnecting the sockets) lets clients reconnect by themselves,
    // to another instance or to this one once restarted. Not io.close(): that would also close
    // the HTTP server, which Nest closes itself.
    this.io?.engine.close();
    await Promise.all(this.redis.map((client) => client.quit().catch(() => undefined)));
  }

  /** Sends a stored event to rooms on every instance; `seq` lets clients skip a replayed duplicate. */
  emitToRooms(rooms: string[], event: StreamEvent): void {
    this.io?.to(rooms).emit(event.name, event.payload, { seq: event.seq });
  }

  private async authenticate(socket: Socket): Promise<void> {
    const handshake = handshakeSchema.parse(socket.handshake.auth);
    const actor = await this.verifier.actorFrom(handshake.token);
    if (!actor) throw new Error('UNAUTHENTICATED');
    (socket.data as SocketData) = { actor, token: handshake.token };
  }

  private onConnection(socket: Socket): void {
    const { actor } = socket.data as SocketData;
    void socket.join([userRoom(actor.id), FEED_ROOM]);
    socket.on(
      RealtimeClientEvents.joinConversation,
      (data: unknown, ack?: Ack) =>
        void this.join(socket, actor, data).then(
          (answer) => ack?.(answer),
          () => ack?.({ ok: false, error: 'UNAVAILABLE' }),
        ),
    );
    socket.on(RealtimeClientEvents.leaveConversation, (data: unknown, ack?: Ack) => {
      const parsed = conversationMessageSchema.safeParse(data);
      if (parsed.success) void socket.leave(conversationRoom(parsed.data.conversationId));
      ack?.({ ok: parsed.success });
    });
    // Typing is relayed, never stored, and only within a room the socket was allowed into.
    socket.on(RealtimeClientEvents.typing, (data: unknown, ack?: Ack) => {
      const parsed = conversationMessageSchema.safeParse(data);
      ack?.({ ok: parsed.success });
      if (!parsed.success) return;
      const { conversationId } = parsed.data;
      const room = conversationRoom(conversationId);
      if (socket.rooms.has(room))
        socket.to(room).emit(RealtimeClientEvents.typing, { conversationId, userId: actor.id });
    });
    const lastSeq = (socket.handshake.auth as { lastSeq?: number }).lastSeq;
    if (lastSeq !== undefined) {
      this.replay
        .since(lastSeq, actor.id, (event) => socket.emit(event.name, event.payload, { seq: event.seq }))
        .catch((error: unknown) => this.logger.warn({ err: error }, 'Replay after reconnection failed'));
    }
  }

  /** Only the messaging service knows who takes part in a conversation. */
  private async join(socket: Socket, actor: Actor, data: unknown): Promise<{ ok: boolean; error?: string }> {
    const parsed = conversationMessageSchema.safeParse(data);
    if (!parsed.success) return { ok: false, error: 'VALIDATION_FAILED' };
    const { conversationId } = parsed.data;
    const { participant } = await this.rpc.request(
      MessagingConversationsRpc.isParticipant,
      { conversationId },
      { actor },
    );
    if (!participant) return { ok: false, error: 'FORBIDDEN' };
    await socket.join(conversationRoom(conversationId));
    return { ok: true };
  }

  /** A token that a request would now be refused with closes its socket. */
  private async dropClosedSessions(): Promise<void> {
    const sockets = this.io ? [...this.io.of('/').sockets.values()] : [];
    for (const socket of sockets) {
      const { token } = socket.data as SocketData;
      if (!(await this.verifier.actorFrom(token))) socket.disconnect(true);
    }
  }
}
