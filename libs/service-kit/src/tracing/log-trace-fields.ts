import { isSpanContextValid, trace } from '@opentelemetry/api';

/** pino `mixin`: every line written inside a span names its trace, so one request's lines join. */
export function logTraceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
}
