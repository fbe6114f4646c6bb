import { eventEnvelopeSchema } from '@liggeey/contracts';
import { type JsMsg } from '@nats-io/jetstream';
import { validMessagingPayload } from './relayed-events.js';

/** The event families the gateway relays, each consumed on its own subject. */
export type RelayedFamily = 'feed' | 'messaging';

/** An event read from the stream: its name (subject without the namespace prefix) and envelope payload. */
export interface StreamEvent {
  name: string;
  payload: unknown;
  seq: number;
}

/** The event in a stream message, or null when it is malformed or breaks its contract. */
export function readStreamEvent(message: JsMsg, namespace: string): StreamEvent | null {
  const prefix = `${namespace}.events.`;
  if (!message.subject.startsWith(prefix)) return null;
  let json: unknown;
  try {
    json = message.json();
  } catch {
    return null;
  }
  const envelope = eventEnvelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const name = message.subject.slice(prefix.length);
  const payload = validMessagingPayload(name, envelope.data.payload);
  return payload === undefined ? null : { name, payload, seq: message.seq };
}

/** The subject of a family of events (`feed.>`, `messaging.>`) in a namespace. */
export function familySubject(namespace: string, family: RelayedFamily): string {
  return `${namespace}.events.${family}.>`;
}
