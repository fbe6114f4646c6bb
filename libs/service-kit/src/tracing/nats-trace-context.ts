import {
  type Context,
  ROOT_CONTEXT,
  type TextMapGetter,
  type TextMapSetter,
  context,
  propagation,
  trace,
} from '@opentelemetry/api';
import { type MsgHdrs } from '@nats-io/transport-node';

/** The one tracer of Liggeey's own spans (RPC calls, handlers, events, HTTP requests). */
export const tracer = trace.getTracer('liggeey');

const setter: TextMapSetter<MsgHdrs> = { set: (headers, key, value) => headers.set(key, value) };

const getter: TextMapGetter<MsgHdrs | undefined> = {
  // MsgHdrs answers '' for a missing header.
  get: (headers, key) => headers?.get(key) || undefined,
  keys: (headers) => headers?.keys() ?? [],
};

/** Writes the active trace context (W3C `traceparent`) into a NATS message's headers. */
export function injectTraceContext(headers: MsgHdrs): void {
  propagation.inject(context.active(), headers, setter);
}

/** The trace context a NATS message carries, or an empty one when it carries none. */
export function traceContextOf(headers: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, headers, getter);
}
