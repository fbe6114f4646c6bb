import { Injectable } from '@nestjs/common';
import {
  ALREADY_APPLIED_MESSAGE,
  type Actor,
  type ApplicationDto,
  type ApplicationStatus,
  ErrorCode,
  type JobDto,
  JobsEvents,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, isUuid } from '@liggeey/service-kit';
import { managesOffer, requireSignedIn, requireType } from '../access.js';
import { type JobApplication } from '../generated/prisma/client.js';
import { toJobDto } from '../offers/job-rows.js';
import { OffersRepository } from '../offers/offers.repository.js';
import { OFFER_NOT_FOUND } from '../offers/offers.service.js';
import { ApplicationsRepository } from './applications.repository.js';

/** Spec §8: applying needs a signed-in person. */
const SIGN_IN_TO_APPLY = 'Vous devez être connecté pour postuler à une offre.';
const WORKERS_ONLY = 'Seuls les professionnels peuvent postuler à une offre.';
const EMPLOYERS_ONLY = "Seul l'employeur de l'offre peut traiter ses candidatures.";
const APPLICATION_NOT_FOUND = 'Candidature introuvable.';

/** Applications: a worker applies once per offer, the offer's employer reviews them. */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly offers: OffersRepository,
    private readonly events: EventPublisher,
  ) {}

  async apply(actor: Actor | null, jobId: string, message: string | null): Promise<ApplicationDto> {
    requireSignedIn(actor, SIGN_IN_TO_APPLY);
    requireType(actor, 'worker', WORKERS_ONLY);
    if (!isUuid(jobId)) throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    const created = await this.applications.create(jobId, actor.id, message);
    if (created === 'duplicate') throw new DomainException(ErrorCode.Conflict, ALREADY_APPLIED_MESSAGE);
    const row = await this.offers.byId(jobId, actor);
    if (created === 'inactive' || !row) {
      if (!row) throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
      throw new DomainException(ErrorCode.Conflict, "Cette offre n'accepte plus de candidatures.");
    }
    const job = toJobDto(row);
    await this.events.publish(
      JobsEvents.applicationCreated,
      eventOf(created, job.title, job.employerId),
      `${created.id}:created`,
    );
    return withJob(created, job);
  }

  async forJob(actor: Actor | null, jobId: string): Promise<ApplicationDto[]> {
    requireSignedIn(actor);
    const row = isUuid(jobId) ? await this.offers.byId(jobId, actor) : null;
    if (!row) throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    if (!managesOffer(actor, row.employer_id)) throw new DomainException(ErrorCode.Forbidden, EMPLOYERS_ONLY);
    const job = toJobDto(row);
    return (await this.applications.forJob(jobId)).map((application) => withJob(application, job));
  }

  async mine(actor: Actor | null): Promise<ApplicationDto[]> {
    requireType(actor, 'worker', WORKERS_ONLY);
    const applications = await this.applications.ofWorker(actor.id);
    const jobIds = [...new Set(applications.map((application) => application.jobId))];
    const jobs = new Map(
      (await this.offers.byIds(jobIds, actor)).map((row) => [row.id, toJobDto(row)] as const),
    );
    return applications.flatMap((application) => {
      const job = jobs.get(application.jobId);
      return job ? [withJob(application, job)] : [];
    });
  }

  async setStatus(actor: Actor | null, id: string, status: ApplicationStatus): Promise<ApplicationDto> {
    requireType(actor, 'employer', EMPLOYERS_ONLY);
    const application = isUuid(id) ? await this.applications.find(id) : null;
    if (!application) throw new DomainException(ErrorCode.NotFound, APPLICATION_NOT_FOUND);
    if (application.job.employerId !== actor.id) {
      throw new DomainException(ErrorCode.Forbidden, EMPLOYERS_ONLY);
    }
    const updated =
      application.status === status ? application : await this.applications.setStatus(id, status);
    if (updated !== application) {
      await this.events.publish(
        JobsEvents.applicationStatusChanged,
        eventOf(updated, application.job.title, application.job.employerId),
        `${id}:${status}`,
      );
    }
    const row = await this.offers.byId(application.jobId, actor);
    if (!row) throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    return withJob(updated, toJobDto(row));
  }
}

function eventOf(application: JobApplication, jobTitle: string, employerId: string) {
  return {
    applicationId: application.id,
    jobId: application.jobId,
    jobTitle,
    employerId,
    workerId: application.workerId,
    status: application.status,
  };
}

function withJob(application: JobApplication, job: JobDto): ApplicationDto {
  return {
    id: application.id,
    jobId: application.jobId,
    workerId: application.workerId,
    message: application.message,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    job,
  };
}
