import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from '../common/admin-list.js';
import { defineRpc } from '../common/rpc.js';

/**
 * What the public contact form sends. Plain strings on purpose: the messaging service checks them
 * and answers VALIDATION_FAILED with the French message and `details.field` the form shows.
 */
export const contactMessageInputSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactMessageInputDto = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;

/**
 * /admin/messages: newest first by default (isRead ascending puts the unread first); q matches the
 * name, e-mail, subject or message.
 */
export const contactMessagesQuerySchema = adminListQuerySchema(['createdAt', 'isRead']);
export type ContactMessagesQuery = z.output<typeof contactMessagesQuerySchema>;
/** `unread` counts the whole inbox, whatever the search: the page's "N messages non lus". */
export const contactMessagesPageSchema = adminPageSchema(contactMessageSchema).extend({
  unread: z.number().int().min(0),
});
export type ContactMessagesPageDto = z.infer<typeof contactMessagesPageSchema>;

/** Any string: an id that is not a message's (malformed or not) answers NOT_FOUND. */
const contactMessageIdSchema = z.object({ id: z.string() });

/** Contact messages: `send` is open to visitors, the rest is for admins (checked by the service). */
export const MessagingContactRpc = {
  send: defineRpc('messaging.contact.send', contactMessageInputSchema, z.object({ id: z.uuid() })),
  list: defineRpc('messaging.contact.list.v2', contactMessagesQuerySchema, contactMessagesPageSchema),
  markRead: defineRpc('messaging.contact.markRead', contactMessageIdSchema, contactMessageSchema),
  delete: defineRpc('messaging.contact.delete', contactMessageIdSchema, z.object({ id: z.uuid() })),
} as const;
