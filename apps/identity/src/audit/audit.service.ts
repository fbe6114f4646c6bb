import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminActionDto,
  AdminAuditEvents,
  type AdminAuditPageDto,
  type AdminAuditQuery,
  type EventEnvelope,
} from '@liggeey/contracts';
import { OnEvent, requireAdmin } from '@liggeey/service-kit';
import { AuditRepository } from './audit.repository.js';

/** The back office's audit log: every admin operation, whichever service carried it out. */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  @OnEvent(AdminAuditEvents.actionRecorded)
  async onActionRecorded({ id, occurredAt, payload }: EventEnvelope<AdminActionDto>): Promise<void> {
    await this.repository.record(id, new Date(occurredAt), payload);
  }

  async list(actor: Actor | null, query: AdminAuditQuery): Promise<AdminAuditPageDto> {
    requireAdmin(actor);
    const { rows, total } = await this.repository.page(query);
    return {
      items: rows.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        summary: row.summary,
        at: row.created_at.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
