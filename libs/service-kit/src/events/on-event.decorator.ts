import { SetMetadata } from '@nestjs/common';
import { type EventContract } from '@liggeey/contracts';
import { type z } from 'zod';

export const ON_EVENT = Symbol('ON_EVENT');

/**
 * Marks a provider method as the service's handler of an event. The method receives the
 * validated envelope `{ id, occurredAt, payload }` and must be idempotent.
 */
export const OnEvent = <P extends z.ZodType>(event: EventContract<P>) => SetMetadata(ON_EVENT, event);
