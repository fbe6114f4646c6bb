import { z } from 'zod';
import { userTypeSchema } from '../common/actor.js';
import { defineRpc } from '../common/rpc.js';
import { COMPETITION_CONTENT_LIMITS } from './competition-rules.js';

/** 'YYYY-MM'. */
export const competitionMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Le mois doit être au format AAAA-MM.' });

export const competitionEntrySchema = z.object({
  rank: z.number().int().min(1),
  memberId: z.uuid(),
  fullName: z.string(),
  type: userTypeSchema,
  profilePicUrl: z.string().nullable(),
  score: z.number().int(),
});
export type CompetitionEntryDto = z.infer<typeof competitionEntrySchema>;

export const competitionContentSchema = z.object({
  prizes: z.array(z.string()).length(3),
  tips: z.array(z.string()),
});
export type CompetitionContentDto = z.infer<typeof competitionContentSchema>;

export const competitionSchema = z.object({
  month: competitionMonthSchema,
  /** True for a past month: its standings were frozen at its end. */
  frozen: z.boolean(),
  /** The current month first, then the frozen months, newest first. */
  months: z.array(competitionMonthSchema),
  top: z.array(competitionEntrySchema),
  /** The viewer's own entry; null when they have no points that month (or are an admin). */
  me: competitionEntrySchema.nullable(),
  content: competitionContentSchema,
});
export type CompetitionDto = z.infer<typeof competitionSchema>;

const prizeSchema = z
  .string()
  .trim()
  .min(1, { error: 'Veuillez indiquer les trois prix.' })
  .max(COMPETITION_CONTENT_LIMITS.prize, { error: 'Un prix ne doit pas dépasser 200 caractères.' });

export const competitionContentInputSchema = z.object({
  prizes: z.array(prizeSchema).length(3, { error: 'Veuillez indiquer les trois prix.' }),
  /** Blank lines are dropped. */
  tips: z
    .array(
      z
        .string()
        .trim()
        .max(COMPETITION_CONTENT_LIMITS.tip, { error: 'Un conseil ne doit pas dépasser 300 caractères.' }),
    )
    .transform((tips) => tips.filter((tip) => tip.length > 0))
    .pipe(
      z
        .array(z.string())
        .min(1, { error: 'Veuillez indiquer au moins un conseil.' })
        .max(COMPETITION_CONTENT_LIMITS.tips, { error: 'Dix conseils au plus.' }),
    ),
});
export type CompetitionContentInput = z.infer<typeof competitionContentInputSchema>;

/** The monthly competition, computed by the profiles service. */
export const ProfilesCompetitionRpc = {
  /** The standings of a month (the current one when absent): top ten and the viewer's own entry. */
  standings: defineRpc(
    'profiles.competition.standings',
    z.object({ month: competitionMonthSchema.nullish() }),
    competitionSchema,
  ),
  /** Admin: replaces the prizes and tips. */
  updateContent: defineRpc(
    'profiles.competition.updateContent',
    competitionContentInputSchema,
    competitionContentSchema,
  ),
} as const;
