import { z } from 'zod';

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

export const mailConfigSchema = z.object({
  /** maildev in development (`npm start` runs it on 1025), the real relay in production. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Liggeey <no-reply@liggeey.sn>'),
});

export type MailConfig = z.output<typeof mailConfigSchema>;
