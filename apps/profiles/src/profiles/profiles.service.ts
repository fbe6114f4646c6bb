import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  type ProfileDto,
  type ProfileUpdate,
  ProfilesEvents,
  USER_SEARCH_MIN_LENGTH,
  type UserSearchResultDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { ProfileCards } from './profile-cards.js';
import { PROFILE_NOT_FOUND_MESSAGE, toProfileDto } from './profile-view.js';
import { type ProfileChanges, ProfilesRepository } from './profiles.repository.js';

const UNKNOWN_LOCALITY_MESSAGE = 'Veuillez choisir une localité de la liste.';

/** Reading profiles as the actor may see them, and the owner's own changes. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly events: EventPublisher,
    private readonly cards: ProfileCards,
  ) {}

  /** NOT_FOUND also for a profile waiting for its e-mail confirmation, but to its owner and admins. */
  async get(actor: Actor | null, id: string): Promise<ProfileDto> {
    const [row] = await this.profiles.findRows([id], actor);
    if (!row) throw new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
    return toProfileDto(row, actor);
  }

  mine(actor: Actor | null): Promise<ProfileDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    return this.get(actor, actor.id);
  }

  /** In the order asked, without the ids that do not exist (or no longer do) or that `get` would hide. */
  async byIds(actor: Actor | null, ids: readonly string[]): Promise<ProfileDto[]> {
    const rows = await this.profiles.findRows([...new Set(ids)], actor);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProfileDto(row, actor)] : [];
    });
  }

  async availableWorkers(actor: Actor | null, limit: number): Promise<ProfileDto[]> {
    const rows = await this.profiles.availableWorkerRows(limit, actor?.id ?? null);
    return rows.map((row) => toProfileDto(row, actor));
  }

  /** New-conversation search (spec §5, §9): signed-in only, nothing below 3 characters, never the actor. */
  async searchByName(actor: Actor | null, query: string, limit: number): Promise<UserSearchResultDto[]> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (query.length < USER_SEARCH_MIN_LENGTH) return [];
    return this.profiles.searchByName(query, limit, actor.id);
  }

  /** The actor edits their own profile; a new name or picture is announced to the other services. */
  async update(actor: Actor | null, input: ProfileUpdate): Promise<ProfileDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (input.localityId && !(await this.profiles.localityExists(input.localityId))) {
      throw new DomainException(ErrorCode.ValidationFailed, UNKNOWN_LOCALITY_MESSAGE);
    }
    const before = await this.profiles.publicFace(actor.id);
    if (!before) throw new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
    const updated = await this.profiles.update(actor.id, toChanges(input));
    if (!updated) throw new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
    this.cards.forget();
    if (updated.fullName !== before.fullName || updated.profilePicUrl !== before.profilePicUrl) {
      await this.events.publish(
        ProfilesEvents.profileUpdated,
        {
          userId: actor.id,
          fullName: updated.fullName,
          type: updated.type,
          profilePicUrl: updated.profilePicUrl,
        },
        `${actor.id}:${updated.updatedAt.toISOString()}`,
      );
    }
    return this.get(actor, actor.id);
  }
}

/** Absent fields stay as they are (Prisma skips undefined); null clears an optional one. */
function toChanges({ availableFrom, ...rest }: ProfileUpdate): ProfileChanges {
  if (availableFrom === undefined) return rest;
  return { ...rest, availableFrom: availableFrom === null ? null : new Date(`${availableFrom}T00:00:00Z`) };
}
