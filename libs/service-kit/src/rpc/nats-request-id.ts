import { type NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@liggeey/contracts';
import { type MsgHdrs } from '@nats-io/transport-node';
import { newRequestId } from './request-context.js';

/** The request id the caller put in the NATS headers, or a new one for a message that had none. */
export function requestIdOf(context: NatsContext): string {
  const headers = context.getHeaders() as MsgHdrs | undefined;
  return headers?.get(REQUEST_ID_HEADER) || newRequestId();
}
