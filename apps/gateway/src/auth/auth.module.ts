import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard.js';
import { JwtVerifier } from './jwt-verifier.js';
import { ViewerResolver } from './viewer.resolver.js';

@Module({
  providers: [JwtVerifier, ViewerResolver, { provide: APP_GUARD, useClass: AccessGuard }],
})
export class AuthModule {}
