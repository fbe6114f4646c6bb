import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard.js';
import { ClosedAccounts } from './closed-accounts.js';
import { JwtVerifier } from './jwt-verifier.js';
import { ViewerResolver } from './viewer.resolver.js';

@Module({
  providers: [ClosedAccounts, JwtVerifier, ViewerResolver, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [JwtVerifier],
})
export class AuthModule {}
