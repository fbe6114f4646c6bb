import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';
import { clientKeySchema } from '../ledger/credits.contracts.js';
import { profileSchema } from '../profiles/profile.contracts.js';

export const SUGGESTION_LIMIT = 5;

/** Nobody matches: the credits go back, and the person is told why. */
export const NO_SUGGESTION_MESSAGE =
  'Aucun professionnel ne correspond à cette recherche : vos crédits vous ont été rendus.';

export const suggestionRequestSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez entrer un terme de recherche.' })
    .max(200, { error: 'La recherche ne doit pas dépasser 200 caractères.' }),
  /** One per click of 'Voir plus': a retry with it is charged once. */
  idempotencyKey: clientKeySchema,
});
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const suggestionSchema = z.object({
  profile: profileSchema,
  /** 0 to 1. */
  score: z.number().min(0).max(1),
  /** e.g. 'Disponible maintenant · 4,8/5 sur 12 avis · à 3 km de Pikine'. */
  reason: z.string(),
});
export type SuggestionDto = z.infer<typeof suggestionSchema>;

/** 'Voir plus (Suggestion IA - 10 crédits)': the assistant ranks up to five professionals. */
export const AssistantSuggestionsRpc = {
  suggest: defineRpc(
    'assistant.suggestions.suggest',
    suggestionRequestSchema,
    z.object({ suggestions: z.array(suggestionSchema).max(SUGGESTION_LIMIT), balance: z.number().int() }),
  ),
} as const;
