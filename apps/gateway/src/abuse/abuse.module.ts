import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ActionLimitInterceptor } from './action-limit.interceptor.js';
import { ActionLimiter } from './action-limiter.js';

@Module({
  providers: [ActionLimiter, { provide: APP_INTERCEPTOR, useClass: ActionLimitInterceptor }],
})
export class AbuseModule {}
