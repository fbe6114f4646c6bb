import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

const INVALID = 'Données invalides';

/** The `welcome_bonus` setting: credits given once when an account is confirmed. */
export const welcomeBonusSchema = z.object({
  credits: z
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(0, { error: INVALID })
    .max(1_000_000, { error: INVALID }),
});
export type WelcomeBonusDto = z.infer<typeof welcomeBonusSchema>;

/** Admin settings kept by the ledger service (admin Credits and pricing page). */
export const LedgerSettingsRpc = {
  welcomeBonus: defineRpc('ledger.welcomeBonus.get', z.object({}), welcomeBonusSchema),
  setWelcomeBonus: defineRpc('ledger.welcomeBonus.set', welcomeBonusSchema, welcomeBonusSchema),
} as const;
