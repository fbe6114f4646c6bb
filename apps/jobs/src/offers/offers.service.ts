import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminJobsPageDto,
  type AdminJobsQuery,
  ErrorCode,
  type JobBoardPageDto,
  type JobDto,
  type JobInputDto,
  type JobSearchDto,
  type JobViewerDetailsDto,
} from '@liggeey/contracts';
import {
  DomainException,
  EventPublisher,
  isUuid,
  recordAdminAction,
  requireAdmin,
} from '@liggeey/service-kit';
import { managesOffer, requireSignedIn, requireType } from '../access.js';
import { JobBoardCache } from './job-board-cache.js';
import { toJobBoardItem, toJobDto, toViewerDetails } from './job-rows.js';
import { JobSearchText } from './job-search-text.js';
import { type JobPageRows, type JobTextQuery, OffersRepository } from './offers.repository.js';

export const OFFER_NOT_FOUND = 'Offre introuvable.';
const EMPLOYERS_ONLY = 'Seuls les employeurs peuvent publier une offre.';

/** Job offers: publication, the job board, the employer's list and moderation. */
@Injectable()
export class OffersService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly board: JobBoardCache,
    private readonly searchText: JobSearchText,
    private readonly events: EventPublisher,
  ) {}

  async create(actor: Actor | null, input: JobInputDto): Promise<JobDto> {
    requireType(actor, 'employer', EMPLOYERS_ONLY);
    const id = await this.offers.create(actor.id, input);
    this.board.forget();
    return this.get(actor, id);
  }

  async list(actor: Actor | null, search: JobSearchDto): Promise<JobBoardPageDto> {
    requireSignedIn(actor);
    return this.board.page(search, async () => {
      const text = search.q ? await this.searchText.queries(search.q) : [];
      const { total, rows } = await this.matching(search, text);
      return { total, page: search.page, pageSize: search.pageSize, items: rows.map(toJobBoardItem) };
    });
  }

  /** Every word required; when nothing matches them all, any of them ('plombier pas cher'). */
  private async matching(search: JobSearchDto, text: JobTextQuery[]): Promise<JobPageRows> {
    let page = await this.offers.page(search, text[0] ?? null);
    for (const wider of text.slice(1)) {
      if (page.total > 0) break;
      page = await this.offers.page(search, wider);
    }
    return page;
  }

  async viewerDetails(actor: Actor | null, jobIds: readonly string[]): Promise<JobViewerDetailsDto[]> {
    requireSignedIn(actor);
    return (await this.offers.viewerDetails(jobIds, actor)).map(toViewerDetails);
  }

  /** An inactive offer exists only for its employer and admins. */
  async get(actor: Actor | null, id: string): Promise<JobDto> {
    requireSignedIn(actor);
    const row = isUuid(id) ? await this.offers.byId(id, actor) : null;
    if (!row || (!row.is_active && !managesOffer(actor, row.employer_id))) {
      throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    }
    return toJobDto(row);
  }

  async mine(actor: Actor | null): Promise<JobDto[]> {
    requireType(actor, 'employer', EMPLOYERS_ONLY);
    return (await this.offers.ofEmployer(actor.id, actor)).map(toJobDto);
  }

  async adminList(actor: Actor | null, query: AdminJobsQuery): Promise<AdminJobsPageDto> {
    requireAdmin(actor);
    const { rows, total } = await this.offers.adminPage(query, actor);
    return { items: rows.map(toJobDto), total, page: query.page, pageSize: query.pageSize };
  }

  async counts(actor: Actor | null): Promise<{ total: number; active: number }> {
    requireAdmin(actor);
    return this.offers.counts();
  }

  async setActive(actor: Actor | null, id: string, active: boolean): Promise<JobDto> {
    requireAdmin(actor);
    if (!isUuid(id) || !(await this.offers.setActive(id, active))) {
      throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    }
    this.board.forget();
    const job = await this.get(actor, id);
    await recordAdminAction(this.events, actor, {
      action: active ? 'job.approved' : 'job.rejected',
      targetType: 'job',
      targetId: id,
      summary: job.title,
    });
    return job;
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    requireSignedIn(actor);
    const offer = isUuid(id) ? await this.offers.employerOf(id) : null;
    if (!offer) throw new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    if (!managesOffer(actor, offer.employerId)) {
      throw new DomainException(ErrorCode.Forbidden, "Seul l'employeur de l'offre peut la supprimer.");
    }
    await this.offers.delete(id);
    this.board.forget();
    if (actor.type === 'admin') {
      await recordAdminAction(this.events, actor, {
        action: 'job.deleted',
        targetType: 'job',
        targetId: id,
        summary: offer.title,
      });
    }
  }
}
