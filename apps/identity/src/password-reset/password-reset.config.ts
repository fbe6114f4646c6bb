import { z } from 'zod';

export const PASSWORD_RESET_CONFIG = Symbol('PASSWORD_RESET_CONFIG');

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Limits of "Mot de passe oublié ?", counted in identity's own table (all instances share it). */
export const passwordResetConfigSchema = z.object({
  /** Requests for one address per window, whether an account uses it or not. */
  PASSWORD_RESET_MAX_PER_ADDRESS: count(5),
  /** Requests from one network address per window (an office or a carrier shares one). */
  PASSWORD_RESET_MAX_PER_IP: count(30),
  PASSWORD_RESET_WINDOW_SECONDS: count(3_600),
});

export type PasswordResetConfig = z.output<typeof passwordResetConfigSchema>;
