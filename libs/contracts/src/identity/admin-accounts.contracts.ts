import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const ACCOUNT_STATUSES = ['pending', 'active', 'suspended', 'deleted'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const adminAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: accountStatusSchema,
});
export type AdminAccountDto = z.infer<typeof adminAccountSchema>;

const accountIdSchema = z.object({ id: z.uuid() });

/** Back-office operations on accounts (admins only): the Users page's e-mails and actions. */
export const IdentityAdminRpc = {
  /** E-mail and status of the given accounts; unknown ids are left out. */
  accounts: defineRpc(
    'identity.admin.accounts',
    z.object({ ids: z.array(z.uuid()).max(500) }),
    z.array(adminAccountSchema),
  ),
  /** Blocks sign-in and closes every session of the account. */
  suspend: defineRpc('identity.admin.suspend', accountIdSchema, adminAccountSchema),
  /** Lets a suspended account sign in again. */
  reactivate: defineRpc('identity.admin.reactivate', accountIdSchema, adminAccountSchema),
  /** Deletes the account as its owner's own deletion does, without the password check. */
  delete: defineRpc('identity.admin.delete', accountIdSchema, z.object({ deleted: z.literal(true) })),
} as const;
