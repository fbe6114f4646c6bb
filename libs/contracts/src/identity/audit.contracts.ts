import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from '../common/admin-list.js';
import { defineEvent } from '../common/events.js';
import { defineRpc } from '../common/rpc.js';

/** What an admin did: `action` is a code (`user.suspended`), `target` what it was done to. */
export const adminActionSchema = z.object({
  actorId: z.uuid(),
  action: z.string().min(1).max(80),
  targetType: z.string().min(1).max(40),
  targetId: z.string().max(200).nullable(),
  summary: z.string().max(300).nullable(),
});
export type AdminActionDto = z.infer<typeof adminActionSchema>;

/**
 * Published by the service that carried out an admin operation, from the actor it received
 * (never by the web); identity keeps the audit log.
 */
export const AdminAuditEvents = {
  actionRecorded: defineEvent('audit.admin-action.recorded', adminActionSchema),
} as const;

export const adminAuditEntrySchema = adminActionSchema.extend({
  id: z.string(),
  actorEmail: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AdminAuditEntryDto = z.infer<typeof adminAuditEntrySchema>;

/** Newest first; q is found in the summary or the target; `action` keeps one kind of action. */
export const adminAuditQuerySchema = adminListQuerySchema(['at']).extend({
  action: z.string().max(80).nullish(),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;
export const adminAuditPageSchema = adminPageSchema(adminAuditEntrySchema);
export type AdminAuditPageDto = z.infer<typeof adminAuditPageSchema>;

export const IdentityAuditRpc = {
  list: defineRpc('identity.audit.list', adminAuditQuerySchema, adminAuditPageSchema),
} as const;
