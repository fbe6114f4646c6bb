import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, assertNever } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { ACCESS, type AccessRule } from './access.decorators.js';
import { JwtVerifier } from './jwt-verifier.js';
import { bearerToken, requestOf } from './request-actor.js';

/** Global guard: resolves the actor from the bearer token and applies the method's access rule. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: JwtVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<AccessRule | undefined>(ACCESS, context.getHandler());
    // Fail closed: a method that forgot to declare its access is unreachable.
    if (!rule) throw new DomainException(ErrorCode.Forbidden);

    const request = requestOf(context);
    const token = bearerToken(request);
    const verified = token ? await this.verifier.sessionFrom(token) : null;
    request.actor = verified?.actor ?? null;
    request.sessionId = verified?.sessionId;

    switch (rule.kind) {
      case 'public':
        return true;
      case 'signedIn':
        if (!request.actor) throw new DomainException(ErrorCode.Unauthenticated);
        return true;
      case 'roles':
        if (!request.actor) throw new DomainException(ErrorCode.Unauthenticated);
        if (!rule.roles.includes(request.actor.type)) throw new DomainException(ErrorCode.Forbidden);
        return true;
      default:
        return assertNever(rule);
    }
  }
}
