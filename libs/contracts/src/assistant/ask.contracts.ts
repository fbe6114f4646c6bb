import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/** Spec: the assistant failed (service down, timeout). */
export const ASSISTANT_FAILURE_MESSAGE = 'Désolé, une erreur est survenue. Veuillez réessayer plus tard.';

/** Spec: a question not understood gets a rephrase suggestion (with frequent questions to pick). */
export const ASSISTANT_REPHRASE_MESSAGE =
  "Je n'ai pas bien compris votre question. Pouvez-vous la reformuler avec d'autres mots ? Voici des questions fréquentes :";

export const ASSISTANT_RATE_LIMITED_MESSAGE =
  "Vous avez posé beaucoup de questions en peu de temps. Patientez une minute avant d'en poser une autre.";

export const ASSISTANT_QUESTION_MAX_LENGTH = 500;

export const askRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez écrire votre question.' })
    .max(ASSISTANT_QUESTION_MAX_LENGTH, { error: 'Votre question ne doit pas dépasser 500 caractères.' }),
  /** The asker's network address, set by the gateway for the per-address limit. */
  ip: z.string().min(1).max(64),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

export const ANSWER_SOURCE_KINDS = ['knowledge', 'faq', 'document'] as const;
export type AnswerSourceKind = (typeof ANSWER_SOURCE_KINDS)[number];

export const answerSourceSchema = z.object({
  kind: z.enum(ANSWER_SOURCE_KINDS),
  /** The FAQ question or the document title; null for a knowledge entry. */
  title: z.string().nullable(),
  /** Where to read more in the app (/faq for the FAQ), or null. */
  link: z.string().nullable(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const assistantAnswerSchema = z.object({
  /** False for the rephrase suggestion. */
  answered: z.boolean(),
  text: z.string(),
  source: answerSourceSchema.nullable(),
  /** Up to three questions to ask next (buttons). */
  related: z.array(z.string()).max(3),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** The chat widget's questions: open to visitors and signed-in people, limited per address and account. */
export const AssistantAskRpc = {
  ask: defineRpc('assistant.ask', askRequestSchema, assistantAnswerSchema),
} as const;
