import { SetMetadata } from '@nestjs/common';
import { type LimitedAction } from './action-limits.js';

export const LIMITED_ACTION = Symbol('LIMITED_ACTION');

/** Counts each call of the method against the action's budgets (see ACTION_LIMITS). */
export const Limited = (action: LimitedAction) => SetMetadata(LIMITED_ACTION, action);
