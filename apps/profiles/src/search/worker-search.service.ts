import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  EMPTY_SEARCH_MESSAGE,
  ErrorCode,
  type WorkerSearch,
  type WorkerSearchResultDto,
} from '@liggeey/contracts';
import { APP_CONFIG, DomainException } from '@liggeey/service-kit';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { LRUCache } from 'lru-cache';
import { toProfileDto } from '../profiles/profile-view.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import {
  type GeoPoint,
  type WorkerPage,
  type WorkerQuery,
  WorkerSearchRepository,
} from './worker-search.repository.js';

const UNKNOWN_LOCALITY_MESSAGE = 'Veuillez choisir une localité de la liste.';
const NO_REFERENCE_MESSAGE =
  'Indiquez une localité de référence (ou renseignez la vôtre dans votre profil) pour filtrer par distance ou trier par proximité.';

/** Worker search (/search, employers and admins) and the talent directory (/profiles). */
@Injectable()
export class WorkerSearchService {
  /** Ranked pages by search (see SEARCH_CACHE_TTL_MS); none when the TTL is 0. */
  private readonly pages: LRUCache<string, WorkerPage> | undefined;

  constructor(
    private readonly repository: WorkerSearchRepository,
    private readonly profiles: ProfilesRepository,
    @Inject(APP_CONFIG) config: ProfilesConfig,
  ) {
    const ttl = config.SEARCH_CACHE_TTL_MS;
    this.pages = ttl > 0 ? new LRUCache({ max: 5_000, ttl }) : undefined;
  }

  async search(actor: Actor | null, input: WorkerSearch): Promise<WorkerSearchResultDto> {
    const q = input.q || null;
    if (input.requireQuery && !q) throw new DomainException(ErrorCode.ValidationFailed, EMPTY_SEARCH_MESSAGE);
    const needsOrigin = input.distanceKm != null || input.sort === 'PROXIMITY';
    const origin = await this.origin(actor, input.localityId ?? null, needsOrigin);
    const { total, hits } = await this.page({
      q,
      profession: input.profession || null,
      maxPrice: input.maxPrice ?? null,
      availability: input.availability ?? null,
      origin,
      distanceKm: input.distanceKm ?? null,
      sort: input.sort,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    const rows = new Map(
      (
        await this.profiles.findRows(
          hits.map((hit) => hit.id),
          actor,
        )
      ).map((row) => [row.id, row]),
    );
    return {
      total,
      page: input.page,
      pageSize: input.pageSize,
      // A profile deleted since the page was ranked is left out.
      items: hits.flatMap(({ id, distanceKm }) => {
        const row = rows.get(id);
        return row ? [toProfileDto(row, actor, distanceKm)] : [];
      }),
    };
  }

  private async page(query: WorkerQuery): Promise<WorkerPage> {
    if (!this.pages) return this.repository.search(query);
    const key = JSON.stringify(query);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const page = await this.repository.search(query);
    this.pages.set(key, page);
    return page;
  }

  /** The chosen locality, else (only when distances are needed) the viewer's own. */
  private async origin(
    actor: Actor | null,
    localityId: string | null,
    needed: boolean,
  ): Promise<GeoPoint | null> {
    if (localityId) {
      const point = await this.repository.localityPoint(localityId);
      if (!point) throw new DomainException(ErrorCode.ValidationFailed, UNKNOWN_LOCALITY_MESSAGE);
      return point;
    }
    if (!needed) return null;
    const point = actor ? await this.repository.profilePoint(actor.id) : null;
    if (!point) throw new DomainException(ErrorCode.ValidationFailed, NO_REFERENCE_MESSAGE);
    return point;
  }
}
