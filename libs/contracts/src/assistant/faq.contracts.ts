import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

/** The message of a FAQ entry with an empty field (checked by the assistant service). */
export const FAQ_REQUIRED_MESSAGE = 'Veuillez remplir tous les champs.';

export const FAQ_LIMITS = { question: 500, answer: 5_000, category: 80 } as const;

/**
 * Trimmed here; emptiness is checked by the service so the caller gets the spec's French message
 * and the field's name rather than a bare schema failure.
 */
export const faqInputSchema = z.object({
  question: z
    .string()
    .trim()
    .max(FAQ_LIMITS.question, { error: 'La question ne doit pas dépasser 500 caractères.' }),
  answer: z
    .string()
    .trim()
    .max(FAQ_LIMITS.answer, { error: 'La réponse ne doit pas dépasser 5000 caractères.' }),
  category: z
    .string()
    .trim()
    .max(FAQ_LIMITS.category, { error: 'La catégorie ne doit pas dépasser 80 caractères.' }),
});
export type FaqInputDto = z.infer<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  createdAt: z.iso.datetime(),
});
export type FaqDto = z.infer<typeof faqSchema>;

/** Any string: an id that is not a known FAQ entry (UUID or not) answers NOT_FOUND. */
const faqIdSchema = z.string().max(100);

/** FAQ operations of the assistant service: `list` is public, the rest admin only. */
export const AssistantFaqRpc = {
  /** By category (French collation), then oldest first within a category. */
  list: defineQuery('assistant.faq.list', z.object({}), z.array(faqSchema)),
  /** Every entry, newest first (admin). */
  adminList: defineRpc('assistant.faq.adminList', z.object({}), z.array(faqSchema)),
  create: defineRpc('assistant.faq.create', z.object({ input: faqInputSchema }), faqSchema),
  update: defineRpc('assistant.faq.update', z.object({ id: faqIdSchema, input: faqInputSchema }), faqSchema),
  delete: defineRpc(
    'assistant.faq.delete',
    z.object({ id: faqIdSchema }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
