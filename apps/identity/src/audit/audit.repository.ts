import { Inject, Injectable } from '@nestjs/common';
import { type AdminActionDto, type AdminAuditQuery } from '@liggeey/contracts';
import { PRISMA, likePattern } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

export interface AuditRow {
  id: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string | null;
  created_at: Date;
}

@Injectable()
export class AuditRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Kept once per event: a redelivered event finds its row already there. */
  async record(id: string, at: Date, action: AdminActionDto): Promise<void> {
    await this.prisma.adminAuditLog.createMany({
      data: [{ id, createdAt: at, ...action }],
      skipDuplicates: true,
    });
  }

  async page({
    q,
    action,
    page,
    pageSize,
    order,
  }: AdminAuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions = [
      action ? Prisma.sql`l.action = ${action}` : null,
      q
        ? Prisma.sql`(l.summary ILIKE ${likePattern(q)} OR l.target_id ILIKE ${likePattern(q)}
            OR a.email ILIKE ${likePattern(q)})`
        : null,
    ].filter((condition) => condition !== null);
    const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
    const direction = order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<AuditRow[]>`
        SELECT l.id, l.actor_id, a.email AS actor_email, l.action, l.target_type, l.target_id, l.summary,
               l.created_at
          FROM identity.admin_audit_log l LEFT JOIN identity.accounts a ON a.id = l.actor_id
          ${where}
         ORDER BY l.created_at ${direction}, l.id
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      this.prisma.$queryRaw<[{ total: number }]>`
        SELECT count(*)::int AS total
          FROM identity.admin_audit_log l LEFT JOIN identity.accounts a ON a.id = l.actor_id ${where}`,
    ]);
    return { rows, total: counted[0].total };
  }
}
