import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Actor } from '@liggeey/contracts';
import { requestOf } from './request-actor.js';

/** The actor the access guard resolved for this request (null for a visitor). */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor | null => requestOf(context).actor ?? null,
);
