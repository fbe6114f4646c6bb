import { Logger } from '@nestjs/common';
import { type Serializer } from '@nestjs/microservices';
import { ErrorCode, type RpcError, defaultMessage } from '@liggeey/contracts';

interface OutgoingAnswer {
  response?: unknown;
  [key: string]: unknown;
}

/** nats-server's default `max_payload`, until the connection says what its server allows. */
export const DEFAULT_MAX_PAYLOAD_BYTES = 1024 * 1024;
/** Room left in a message for the headers NATS adds to it. */
const HEADERS_ROOM_BYTES = 4 * 1024;

/**
 * Nest's NATS answer as JSON, with two additions:
 * - a frozen answer (a page reused from a cache, see `deepFreeze`) cannot change, so its JSON is
 *   written once and reused for every request it answers. Serialising a page of 20 offers was the
 *   largest cost of a cached job board request;
 * - an answer larger than the server takes would be dropped by NATS, leaving the caller to wait for
 *   its timeout: it becomes an INTERNAL error at once, and the cause is logged here.
 */
export class NatsAnswerSerializer implements Serializer<OutgoingAnswer, { data: string }> {
  private readonly logger = new Logger(NatsAnswerSerializer.name);
  private readonly written = new WeakMap<object, string>();
  /** Set from the server's `max_payload` once connected. */
  maxPayloadBytes = DEFAULT_MAX_PAYLOAD_BYTES;

  serialize(packet: OutgoingAnswer): { data: string } {
    const data = this.write(packet);
    return this.fits(data) ? { data } : this.tooLarge(packet, data);
  }

  private write(packet: OutgoingAnswer): string {
    const { response, ...rest } = packet;
    if (response === null || typeof response !== 'object' || !Object.isFrozen(response)) {
      return JSON.stringify(packet);
    }
    let json = this.written.get(response);
    if (json === undefined) {
      json = JSON.stringify(response);
      this.written.set(response, json);
    }
    const head = JSON.stringify(rest);
    return `${head === '{}' ? '{' : `${head.slice(0, -1)},`}"response":${json}}`;
  }

  /** A UTF-8 character takes at most 3 bytes per UTF-16 unit: most answers need no count. */
  private fits(data: string): boolean {
    const limit = this.maxPayloadBytes - HEADERS_ROOM_BYTES;
    return data.length * 3 <= limit || Buffer.byteLength(data) <= limit;
  }

  private tooLarge(
    { response: _response, err: _err, ...rest }: OutgoingAnswer,
    data: string,
  ): { data: string } {
    const bytes = Buffer.byteLength(data);
    this.logger.error(
      { bytes, limit: this.maxPayloadBytes },
      'Answer too large for NATS: INTERNAL sent instead',
    );
    const err: RpcError = {
      code: ErrorCode.Internal,
      message: defaultMessage(ErrorCode.Internal),
      details: { reason: 'answer-too-large', bytes },
    };
    return { data: JSON.stringify({ ...rest, err, isDisposed: true }) };
  }
}
