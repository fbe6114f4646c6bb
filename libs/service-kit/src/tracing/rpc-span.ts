import { type Attributes, type SpanStatus, SpanStatusCode } from '@opentelemetry/api';
import { ErrorCode } from '@liggeey/contracts';

/** OpenTelemetry's messaging attributes for a request on a NATS subject. */
export function rpcSpanAttributes(subject: string): Attributes {
  return { 'messaging.system': 'nats', 'messaging.destination.name': subject, 'rpc.method': subject };
}

/**
 * A refusal the product answers on purpose (validation, not found, forbidden…) is a success for
 * tracing; only a failure of the system marks the span as an error.
 */
export function spanStatusOf(code: string): SpanStatus {
  const failed = code === ErrorCode.Internal || code === ErrorCode.ServiceUnavailable;
  return failed ? { code: SpanStatusCode.ERROR, message: code } : { code: SpanStatusCode.UNSET };
}
