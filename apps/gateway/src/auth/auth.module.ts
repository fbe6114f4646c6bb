import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard.js';
import { ClosedAccounts } from './closed-accounts.js';
import { RevokedSessions } from './revoked-sessions.js';
import { JwtVerifier } from './jwt-verifier.js';
import { TokenIssuer } from './token-issuer.js';
import { ViewerResolver } from './viewer.resolver.js';

@Module({
  providers: [
    ClosedAccounts,
    RevokedSessions,
    JwtVerifier,
    TokenIssuer,
    ViewerResolver,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [JwtVerifier],
})
export class AuthModule {}
