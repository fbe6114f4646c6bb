import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type EventEnvelope, IdentityEvents, type UserRegistered } from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { type Queue } from 'bullmq';
import { EMAIL_QUEUE, type EmailJobs } from './email.queue.js';

/** A new account gets its confirmation e-mail, once: the job id is the event id. */
@Injectable()
export class AccountConfirmationListener {
  constructor(@InjectQueue(EMAIL_QUEUE) private readonly emails: Queue<EmailJobs['account-confirmation']>) {}

  @OnEvent(IdentityEvents.userRegistered)
  async onUserRegistered({ id, payload }: EventEnvelope<UserRegistered>): Promise<void> {
    await this.emails.add(
      'account-confirmation',
      { to: payload.email, fullName: payload.fullName, confirmationUrl: payload.confirmationUrl },
      {
        jobId: `account-confirmation-${id}`,
        attempts: 8,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: 1_000,
      },
    );
  }
}
