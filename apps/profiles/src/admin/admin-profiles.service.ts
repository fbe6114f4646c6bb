import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminProfileDto,
  type AdminProfilesPageDto,
  type AdminProfilesQuery,
  type AdminProfileUpdate,
  ErrorCode,
  type ProfileCountsDto,
  ProfilesEvents,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { PROFILE_NOT_FOUND_MESSAGE } from '../profiles/profile-view.js';
import { type AdminProfileRow, AdminProfilesRepository } from './admin-profiles.repository.js';

/** The admin users page (/admin/users): list and correct profiles. */
@Injectable()
export class AdminProfilesService {
  constructor(
    private readonly profiles: AdminProfilesRepository,
    private readonly events: EventPublisher,
  ) {}

  async list(actor: Actor | null, query: AdminProfilesQuery): Promise<AdminProfilesPageDto> {
    requireAdmin(actor);
    const { rows, total } = await this.profiles.page(query);
    return { items: rows.map(toAdminProfileDto), total, page: query.page, pageSize: query.pageSize };
  }

  async counts(actor: Actor | null): Promise<ProfileCountsDto> {
    requireAdmin(actor);
    const counts = await this.profiles.countByType();
    return { workers: counts.worker ?? 0, employers: counts.employer ?? 0, admins: counts.admin ?? 0 };
  }

  async update(actor: Actor | null, { id, ...changes }: AdminProfileUpdate): Promise<AdminProfileDto> {
    requireAdmin(actor);
    const updated = await this.profiles.update(id, {
      fullName: changes.fullName,
      profession: changes.profession,
      verified: changes.verified,
    });
    if (!updated) throw new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
    await recordAdminAction(this.events, actor, {
      action: 'user.edited',
      targetType: 'user',
      targetId: id,
      summary: updated.fullName,
    });
    if (changes.fullName !== undefined) {
      // Other services show the name: they refresh their copy (an unchanged name is harmless).
      await this.events.publish(
        ProfilesEvents.profileUpdated,
        {
          userId: updated.id,
          fullName: updated.fullName,
          type: updated.type,
          profilePicUrl: updated.profilePicUrl,
        },
        `${updated.id}:${updated.updatedAt.toISOString()}`,
      );
    }
    return toAdminProfileDto(updated);
  }
}

function toAdminProfileDto(row: AdminProfileRow): AdminProfileDto {
  return {
    id: row.id,
    fullName: row.fullName,
    type: row.type,
    profession: row.profession,
    profilePicUrl: row.profilePicUrl,
    email: row.email,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
  };
}
