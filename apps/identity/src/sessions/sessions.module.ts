import { Module } from '@nestjs/common';
import { BrowserSessionsRepository } from './browser-sessions.repository.js';
import { SessionRevocations } from './session-revocations.js';
import { SsoSessions } from './sso-sessions.service.js';

/** Browser sessions: opened at sign-in, resumed by their cookie, revoked with an event. */
@Module({
  providers: [BrowserSessionsRepository, SessionRevocations, SsoSessions],
  exports: [BrowserSessionsRepository, SessionRevocations, SsoSessions],
})
export class SessionsModule {}
