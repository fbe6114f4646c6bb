import { headers } from '@nats-io/transport-node';
import { context, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logTraceFields } from './log-trace-fields.js';
import { injectTraceContext, traceContextOf, tracer } from './nats-trace-context.js';
import { startTracing, stopTracing } from './tracing.js';

describe('tracing without an OTLP endpoint (the default)', () => {
  beforeAll(() => startTracing('unit', {}));
  afterAll(() => stopTracing());

  it('records nothing but still gives each request a trace id that log lines carry', () => {
    tracer.startActiveSpan('request', (span) => {
      expect(span.isRecording()).toBe(false);
      const { traceId, spanId } = span.spanContext();
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(logTraceFields()).toEqual({ traceId, spanId });
      span.end();
    });
    expect(logTraceFields()).toEqual({});
  });

  it('carries the trace through NATS headers to the receiving side', () => {
    const sent = headers();
    let traceId = '';
    tracer.startActiveSpan('caller', (span) => {
      traceId = span.spanContext().traceId;
      injectTraceContext(sent);
      span.end();
    });
    expect(sent.get('traceparent')).toContain(traceId);
    const received = traceContextOf(sent);
    const handler = tracer.startSpan('handler', {}, received);
    expect(handler.spanContext().traceId).toBe(traceId);
    context.with(trace.setSpan(received, handler), () => expect(logTraceFields().traceId).toBe(traceId));
  });

  it('starts a new trace for a message without headers', () => {
    expect(trace.getSpanContext(traceContextOf(undefined))).toBeUndefined();
  });
});
