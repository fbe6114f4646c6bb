import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  type EmailChangeRequested,
  type EmailChanged,
  type EventEnvelope,
  IdentityEvents,
  type PasswordChanged,
  type PasswordResetRequested,
  type SignUpAttempted,
} from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { type JobsOptions, type Queue } from 'bullmq';
import { EMAIL_QUEUE, type EmailJobName, type EmailJobs } from './email.queue.js';

const RETRIES: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: 1_000,
};

/** The e-mails about an account's password and address, once per fact (the job id is the event id). */
@Injectable()
export class AccountSecurityListener {
  constructor(@InjectQueue(EMAIL_QUEUE) private readonly emails: Queue<EmailJobs[EmailJobName]>) {}

  @OnEvent(IdentityEvents.passwordResetRequested)
  async onPasswordResetRequested({ id, payload }: EventEnvelope<PasswordResetRequested>): Promise<void> {
    await this.emails.add(
      'password-reset',
      { to: payload.email, resetUrl: payload.resetUrl },
      { jobId: `password-reset-${id}`, ...RETRIES },
    );
  }

  @OnEvent(IdentityEvents.passwordChanged)
  async onPasswordChanged({ id, payload }: EventEnvelope<PasswordChanged>): Promise<void> {
    await this.emails.add(
      'password-changed',
      {
        to: payload.email,
        changedAt: payload.changedAt,
        resetRequestUrl: payload.resetRequestUrl,
        via: payload.via,
      },
      { jobId: `password-changed-${id}`, ...RETRIES },
    );
  }

  @OnEvent(IdentityEvents.signUpAttempted)
  async onSignUpAttempted({ id, payload }: EventEnvelope<SignUpAttempted>): Promise<void> {
    await this.emails.add(
      'sign-up-attempted',
      { to: payload.email, loginUrl: payload.loginUrl, resetRequestUrl: payload.resetRequestUrl },
      { jobId: `sign-up-attempted-${id}`, ...RETRIES },
    );
  }

  @OnEvent(IdentityEvents.emailChangeRequested)
  async onEmailChangeRequested({ id, payload }: EventEnvelope<EmailChangeRequested>): Promise<void> {
    await this.emails.add(
      'email-change',
      { to: payload.newEmail, confirmUrl: payload.confirmUrl },
      { jobId: `email-change-${id}`, ...RETRIES },
    );
  }

  @OnEvent(IdentityEvents.emailChanged)
  async onEmailChanged({ id, payload }: EventEnvelope<EmailChanged>): Promise<void> {
    await this.emails.add(
      'email-changed',
      {
        to: payload.oldEmail,
        newEmail: payload.newEmail,
        changedAt: payload.changedAt,
        resetRequestUrl: payload.resetRequestUrl,
      },
      { jobId: `email-changed-${id}`, ...RETRIES },
    );
  }
}
