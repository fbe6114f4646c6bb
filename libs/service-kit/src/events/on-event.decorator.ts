import { SetMetadata } from '@nestjs/common';
import { type EventContract } from '@liggeey/contracts';
import { type z } from 'zod';

export const ON_EVENT = Symbol('ON_EVENT');

export interface OnEventOptions {
  /**
   * Names the durable consumer when the service has another handler of the same event: each then
   * receives every event (one shared consumer would split them between the two).
   */
  consumer?: string;
}

export interface OnEventMetadata extends OnEventOptions {
  event: EventContract<z.ZodType>;
}

/**
 * Marks a provider method as the service's handler of an event. The method receives the
 * validated envelope `{ id, occurredAt, payload }` and must be idempotent.
 */
export const OnEvent = <P extends z.ZodType>(event: EventContract<P>, options: OnEventOptions = {}) =>
  SetMetadata(ON_EVENT, { event, ...options } satisfies OnEventMetadata);
