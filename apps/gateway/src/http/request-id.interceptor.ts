import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { runWithRequestContext } from '@liggeey/service-kit';
import { Observable } from 'rxjs';
import { requestOf } from '../auth/request-actor.js';

/** Makes the Fastify request id the id every NATS call of this request carries. */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const requestId = requestOf(context).id;
    return new Observable((subscriber) =>
      runWithRequestContext({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }
}
