import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const KNOWLEDGE_ROLES = ['public', 'worker', 'employer', 'admin'] as const;
export type KnowledgeRoleDto = (typeof KNOWLEDGE_ROLES)[number];

export const KNOWLEDGE_LIMITS = { keywords: 20, keyword: 60, responseTemplate: 2_000 } as const;

export const knowledgeInputSchema = z.object({
  keywords: z
    .array(z.string().trim().min(1).max(KNOWLEDGE_LIMITS.keyword))
    .max(KNOWLEDGE_LIMITS.keywords, { error: 'Pas plus de 20 mots-clés.' }),
  responseTemplate: z
    .string()
    .trim()
    .max(KNOWLEDGE_LIMITS.responseTemplate, { error: 'La réponse ne doit pas dépasser 2000 caractères.' }),
  requiredRole: z.enum(KNOWLEDGE_ROLES),
});
export type KnowledgeInputDto = z.infer<typeof knowledgeInputSchema>;

export const knowledgeEntrySchema = z.object({
  id: z.uuid(),
  keywords: z.array(z.string()),
  responseTemplate: z.string(),
  requiredRole: z.enum(KNOWLEDGE_ROLES),
  createdAt: z.iso.datetime(),
});
export type KnowledgeEntryDto = z.infer<typeof knowledgeEntrySchema>;

/** Knowledge entries (/admin/ai-training), admin only; listed in matching order (oldest first). */
export const AssistantKnowledgeRpc = {
  list: defineRpc('assistant.knowledge.list', z.object({}), z.array(knowledgeEntrySchema)),
  create: defineRpc(
    'assistant.knowledge.create',
    z.object({ input: knowledgeInputSchema }),
    knowledgeEntrySchema,
  ),
  update: defineRpc(
    'assistant.knowledge.update',
    z.object({ id: z.string().max(100), input: knowledgeInputSchema }),
    knowledgeEntrySchema,
  ),
  delete: defineRpc(
    'assistant.knowledge.delete',
    z.object({ id: z.string().max(100) }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
