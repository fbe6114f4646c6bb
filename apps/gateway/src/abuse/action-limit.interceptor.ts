import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Observable } from 'rxjs';
import { requestOf } from '../auth/request-actor.js';
import { ActionLimiter } from './action-limiter.js';
import { type LimitedAction } from './action-limits.js';
import { LIMITED_ACTION } from './limited.decorator.js';

/** Runs after the access guard, so the account is known; methods without @Limited pass as they are. */
@Injectable()
export class ActionLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: ActionLimiter,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const action = this.reflector.get<LimitedAction | undefined>(LIMITED_ACTION, context.getHandler());
    if (action) {
      const request = requestOf(context);
      await this.limiter.consume(action, { accountId: request.actor?.id, ip: request.ip });
    }
    return next.handle();
  }
}
