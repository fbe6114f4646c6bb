import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { context as traceContext } from '@opentelemetry/api';
import { runWithRequestContext } from '@liggeey/service-kit';
import { Observable } from 'rxjs';
import { requestOf } from '../auth/request-actor.js';
import { requestTraceContext } from './request-tracing.js';

/** Runs each handler in its request's id and trace, which every NATS call it makes carries on. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = requestOf(context);
    return new Observable((subscriber) =>
      traceContext.with(requestTraceContext(request), () =>
        runWithRequestContext({ requestId: request.id }, () => next.handle().subscribe(subscriber)),
      ),
    );
  }
}
