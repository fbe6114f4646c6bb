import { Injectable } from '@nestjs/common';
import { type ApplicationEvent, type EventEnvelope, JobsEvents } from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { ReviewsRepository } from './reviews.repository.js';

/** An accepted application gives its employer the right to review the worker for that job. */
@Injectable()
export class ReviewGrantsListener {
  constructor(private readonly reviews: ReviewsRepository) {}

  @OnEvent(JobsEvents.applicationStatusChanged)
  async onApplicationStatusChanged({ payload }: EventEnvelope<ApplicationEvent>): Promise<void> {
    if (payload.status !== 'ACCEPTED') return;
    await this.reviews.grant({
      employerId: payload.employerId,
      workerId: payload.workerId,
      jobId: payload.jobId,
      jobTitle: payload.jobTitle,
    });
  }
}
