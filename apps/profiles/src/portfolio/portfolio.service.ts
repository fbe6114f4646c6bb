import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  PORTFOLIO_FILE_MESSAGE,
  PORTFOLIO_FULL_MESSAGE,
  PORTFOLIO_LIMITS,
  PORTFOLIO_OWNER_MESSAGE,
  type PortfolioItemDto,
  type PortfolioItemInputDto,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { type PortfolioItem } from '../generated/prisma/client.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { PortfolioRepository } from './portfolio.repository.js';

const NOT_FOUND_MESSAGE = 'Réalisation introuvable';

/** Spec §2 "Réalisations": a worker's own images, PDFs and videos; signed-in users see them. */
@Injectable()
export class PortfolioService {
  constructor(
    private readonly portfolio: PortfolioRepository,
    private readonly profiles: ProfilesRepository,
  ) {}

  /** A profile the actor may not see (not yet confirmed) shows nothing, as an unknown one. */
  async list(actor: Actor | null, ownerId: string): Promise<PortfolioItemDto[]> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (!(await this.profiles.isVisible(ownerId, actor))) return [];
    return (await this.portfolio.forOwner(ownerId)).map(toDto);
  }

  async add(actor: Actor | null, input: PortfolioItemInputDto): Promise<PortfolioItemDto> {
    const owner = worker(actor);
    checkFile(owner, input.fileUrl);
    if (!(await this.portfolio.profileExists(owner.id))) {
      throw new DomainException(ErrorCode.NotFound, 'Profil introuvable');
    }
    if ((await this.portfolio.count(owner.id)) >= PORTFOLIO_LIMITS.items) {
      throw new DomainException(ErrorCode.ValidationFailed, PORTFOLIO_FULL_MESSAGE);
    }
    return toDto(await this.portfolio.create(owner.id, input));
  }

  async update(
    actor: Actor | null,
    id: string,
    input: PortfolioItemInputDto,
  ): Promise<{ item: PortfolioItemDto; replacedFileUrl: string | null }> {
    const owner = worker(actor);
    const before = await this.owned(owner, id);
    checkFile(owner, input.fileUrl);
    const item = await this.portfolio.update(id, owner.id, input);
    if (!item) throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    return { item: toDto(item), replacedFileUrl: before.fileUrl === item.fileUrl ? null : before.fileUrl };
  }

  async delete(actor: Actor | null, id: string): Promise<{ fileUrl: string }> {
    const owner = worker(actor);
    const item = await this.owned(owner, id);
    if (!(await this.portfolio.delete(id, owner.id))) {
      throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    }
    return { fileUrl: item.fileUrl };
  }

  private async owned(owner: Actor, id: string): Promise<PortfolioItem> {
    const item = isUuid(id) ? await this.portfolio.find(id) : null;
    if (!item) throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    if (item.ownerId !== owner.id) throw new DomainException(ErrorCode.Forbidden, PORTFOLIO_OWNER_MESSAGE);
    return item;
  }
}

function worker(actor: Actor | null): Actor {
  if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
  if (actor.type !== 'worker') throw new DomainException(ErrorCode.Forbidden, PORTFOLIO_OWNER_MESSAGE);
  return actor;
}

/**
 * The file must come from this worker's portfolio uploads (`…/portfolio/{id}/{name}`); the gateway
 * also checks the whole public prefix, which only it knows.
 */
function checkFile(owner: Actor, fileUrl: string): void {
  const marker = `/portfolio/${owner.id}/`;
  const at = fileUrl.indexOf(marker);
  const name = at < 0 ? '' : fileUrl.slice(at + marker.length);
  if (!/^[a-z0-9._-]+$/.test(name) || name.startsWith('.')) {
    throw new DomainException(ErrorCode.ValidationFailed, PORTFOLIO_FILE_MESSAGE);
  }
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

function toDto(item: PortfolioItem): PortfolioItemDto {
  return {
    id: item.id,
    ownerId: item.ownerId,
    title: item.title,
    description: item.description,
    type: item.type,
    fileUrl: item.fileUrl,
    createdAt: item.createdAt.toISOString(),
  };
}
