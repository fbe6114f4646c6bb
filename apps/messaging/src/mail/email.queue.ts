import { type AccountConfirmation } from './account-confirmation.mail.js';

/** The messaging service's queues, by name. */
export const EMAIL_QUEUE = 'email';

/** Jobs of the e-mail queue and their payloads. */
export interface EmailJobs {
  'account-confirmation': AccountConfirmation;
}
export type EmailJobName = keyof EmailJobs;
