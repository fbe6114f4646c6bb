import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/** Any string: the messaging service normalises and checks it (VALIDATION_FAILED in French). */
export const newsletterSubscribeSchema = z.object({ email: z.string() });

export const newsletterSubscriptionSchema = z.object({
  /** The address as stored: trimmed and lower-cased. */
  email: z.string(),
});
export type NewsletterSubscriptionDto = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * Newsletter sign-up, open to visitors and idempotent. The answer is the same whether or not the
 * address was already on the list: it must not tell a visitor who subscribed.
 */
export const MessagingNewsletterRpc = {
  subscribe: defineRpc(
    'messaging.newsletter.subscribe',
    newsletterSubscribeSchema,
    newsletterSubscriptionSchema,
  ),
} as const;
