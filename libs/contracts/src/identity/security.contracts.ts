import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/** The admin Security page's rules, enforced by identity at sign-up and sign-in. */
export const securitySettingsSchema = z.object({
  minPasswordLength: z.number().int().min(6).max(128),
  blockFailedLogin: z.boolean(),
  failedLoginAttempts: z.number().int().min(1).max(100),
  /** An administrator's browser session ends after this many minutes without activity. */
  adminSessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /** Admins sign in with a code from an authenticator application (TOTP) after the password. */
  twoFactorAuth: z.boolean(),
});
export type SecuritySettingsDto = z.infer<typeof securitySettingsSchema>;

export const loginAttemptSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LoginAttemptDto = z.infer<typeof loginAttemptSchema>;

/** Admin-only operations of the identity service (the service checks the actor too). */
export const IdentitySecurityRpc = {
  settings: defineRpc('identity.security.settings', z.object({}), securitySettingsSchema),
  updateSettings: defineRpc(
    'identity.security.updateSettings',
    securitySettingsSchema,
    securitySettingsSchema,
  ),
  loginAttempts: defineRpc(
    'identity.security.loginAttempts',
    z.object({ limit: z.number().int().min(1).max(200).default(50) }),
    z.array(loginAttemptSchema),
  ),
} as const;
