import { flagSchema, serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

export const assistantConfigSchema = serviceConfigSchema.extend({
  /** Questions per minute from one network address (a carrier's NAT may share one: generous). */
  ASSISTANT_QUESTIONS_PER_MINUTE_PER_ADDRESS: perMinute(120),
  /** Questions per minute from one signed-in account. */
  ASSISTANT_QUESTIONS_PER_MINUTE_PER_ACCOUNT: perMinute(30),
  /**
   * Behind the Vite dev proxy every browser comes from loopback, as the gateway's own limit knows
   * (RATE_LIMIT_ALLOW_LOOPBACK): the per-address budget skips it there (default in development).
   */
  ASSISTANT_LIMITS_ALLOW_LOOPBACK: flagSchema.optional(),
  /**
   * An OpenAI-compatible chat-completions API (base URL ending in /v1: Ollama, vLLM, a hosted
   * model) that rewrites answers from the retrieved text. Unset: answers stay extractive.
   */
  ASSISTANT_LLM_URL: z.url().optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).default('llama3.1'),
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  /** Past this the extractive answer is sent instead. */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
});

export type AssistantConfig = z.output<typeof assistantConfigSchema>;
