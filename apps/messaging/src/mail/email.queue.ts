import { type AccountConfirmation } from './account-confirmation.mail.js';
import {
  type EmailChangeLink,
  type EmailChangedNotice,
  type PasswordChangedNotice,
  type PasswordResetLink,
  type SignUpAttemptNotice,
} from './account-security.mail.js';

/** The messaging service's queues, by name. */
export const EMAIL_QUEUE = 'email';

/** Jobs of the e-mail queue and their payloads. */
export interface EmailJobs {
  'account-confirmation': AccountConfirmation;
  'password-reset': PasswordResetLink;
  'password-changed': PasswordChangedNotice;
  'sign-up-attempted': SignUpAttemptNotice;
  'email-change': EmailChangeLink;
  'email-changed': EmailChangedNotice;
}
export type EmailJobName = keyof EmailJobs;
