import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const ANALYSIS_DAYS = 30;

const counted = z.object({ question: z.string(), count: z.number().int().min(1) });

export const assistantAnalysisSchema = z.object({
  /** One entry per day of the window, oldest first (days without questions included). */
  perDay: z.array(z.object({ day: z.iso.date(), asked: z.number().int(), answered: z.number().int() })),
  asked: z.number().int(),
  answered: z.number().int(),
  bySource: z.object({ knowledge: z.number().int(), faq: z.number().int(), document: z.number().int() }),
  /** Grouped by normalised text (case, accents, spaces), shown as last asked. */
  topQuestions: z.array(counted).max(10),
  topUnanswered: z.array(counted).max(10),
});
export type AssistantAnalysisDto = z.infer<typeof assistantAnalysisSchema>;

/** /admin/ai-analysis, from the question log (admin only). */
export const AssistantAnalysisRpc = {
  summary: defineRpc('assistant.analysis.summary', z.object({}), assistantAnalysisSchema),
} as const;
