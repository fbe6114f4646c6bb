import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type Context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  defaultTextMapGetter,
  propagation,
  trace,
} from '@opentelemetry/api';
import { tracer } from '@liggeey/service-kit';
import { type FastifyRequest } from 'fastify';

const traced = new WeakMap<FastifyRequest, Context>();

/**
 * A server span per HTTP request, joined to the caller's trace when it sends a W3C `traceparent`
 * (a proxy, a browser's tracing), so one trace follows a request through NATS to each service.
 */
export function registerRequestTracing(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const caller = propagation.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route },
      },
      caller,
    );
    traced.set(request, trace.setSpan(caller, span));
    done();
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const span = trace.getSpan(requestTraceContext(request));
    span?.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
    span?.end();
  });
}

/** The trace a request's handlers run in (the active one for a request this hook never saw). */
export function requestTraceContext(request: FastifyRequest): Context {
  return traced.get(request) ?? context.active();
}
