import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { trackQueueDepth } from '@liggeey/service-kit';
import { type Job, type Queue } from 'bullmq';
import { accountConfirmationMail } from './account-confirmation.mail.js';
import {
  emailChangeMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  signUpAttemptMail,
} from './account-security.mail.js';
import { EMAIL_QUEUE, type EmailJobName, type EmailJobs } from './email.queue.js';
import { MailSender, type OutgoingMail } from './mail-sender.js';

/** How each job of the e-mail queue becomes a message; a new job name must be added here. */
const RENDER: { [Name in EmailJobName]: (data: EmailJobs[Name]) => OutgoingMail } = {
  'account-confirmation': accountConfirmationMail,
  'password-reset': passwordResetMail,
  'password-changed': passwordChangedMail,
  'sign-up-attempted': signUpAttemptMail,
  'email-change': emailChangeMail,
  'email-changed': emailChangedMail,
};

/** Sends queued e-mails; BullMQ retries a failed send with backoff (the SMTP relay may be down). */
@Processor(EMAIL_QUEUE)
export class EmailProcessor extends WorkerHost {
  constructor(
    private readonly sender: MailSender,
    @InjectQueue(EMAIL_QUEUE) queue: Queue,
  ) {
    super();
    trackQueueDepth(queue);
  }

  async process(job: Job<EmailJobs[EmailJobName], void, EmailJobName>): Promise<void> {
    // Each name's renderer takes that name's payload; the job's name and data come as a pair.
    const render = RENDER[job.name] as (data: EmailJobs[EmailJobName]) => OutgoingMail;
    await this.sender.send(render(job.data));
  }
}
