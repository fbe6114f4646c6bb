import { serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

export const assistantConfigSchema = serviceConfigSchema.extend({
  /** Questions per minute from one network address (a carrier's NAT may share one: generous). */
  ASSISTANT_QUESTIONS_PER_MINUTE_PER_ADDRESS: perMinute(120),
  /** Questions per minute from one signed-in account. */
  ASSISTANT_QUESTIONS_PER_MINUTE_PER_ACCOUNT: perMinute(30),
});

export type AssistantConfig = z.output<typeof assistantConfigSchema>;
