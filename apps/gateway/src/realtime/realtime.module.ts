import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EventBridge } from './event-bridge.js';
import { EventReplay } from './event-replay.js';
import { RealtimeServer } from './realtime-server.js';

/** Live updates: socket.io with rooms, fed by the events stream. */
@Module({ imports: [AuthModule], providers: [RealtimeServer, EventReplay, EventBridge] })
export class RealtimeModule {}
