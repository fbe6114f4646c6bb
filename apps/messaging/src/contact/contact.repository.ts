import { Inject, Injectable } from '@nestjs/common';
import { type ContactMessageInputDto, type ContactMessagesQuery } from '@liggeey/contracts';
import { PRISMA, likePattern } from '@liggeey/service-kit';
import { type ContactMessage, Prisma, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class ContactRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  create(message: ContactMessageInputDto): Promise<ContactMessage> {
    return this.prisma.contactMessage.create({ data: message });
  }

  /**
   * One page of messages, how many match and how many are unread in the whole inbox. `q` is
   * matched, ignoring case and accents, in the name, e-mail, subject or message (trigram index of
   * migration 20261125220000_admin_list_indexes); the id breaks ties of the same millisecond.
   */
  async page({ q, page, pageSize, sort, order }: ContactMessagesQuery): Promise<{
    rows: ContactMessage[];
    total: number;
    unread: number;
  }> {
    const pattern = q ? likePattern(q) : null;
    const matches = (column: string) =>
      Prisma.sql`messaging.f_unaccent(lower(${Prisma.raw(column)})) LIKE messaging.f_unaccent(lower(${pattern}))`;
    const filter = pattern
      ? Prisma.sql`WHERE ${Prisma.join(['name', 'email', 'subject', 'message'].map(matches), ' OR ')}`
      : Prisma.empty;
    const direction = order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const orderBy = {
      createdAt: Prisma.sql`created_at ${direction}, id ${direction}`,
      isRead: Prisma.sql`is_read ${direction}, created_at DESC, id DESC`,
    }[sort];
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<ContactMessage[]>`
        SELECT id, name, email, subject, message, is_read AS "isRead", created_at AS "createdAt"
        FROM messaging.contact_messages ${filter}
        ORDER BY ${orderBy}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      this.prisma.$queryRaw<[{ total: number; unread: number }]>`
        SELECT (SELECT count(*)::int FROM messaging.contact_messages ${filter}) AS total,
               (SELECT count(*)::int FROM messaging.contact_messages WHERE NOT is_read) AS unread`,
    ]);
    return { rows, ...counted[0] };
  }

  /** Marks the message read (again, if it already was); null when there is no such message. */
  async markRead(id: string): Promise<ContactMessage | null> {
    const { count } = await this.prisma.contactMessage.updateMany({ where: { id }, data: { isRead: true } });
    return count === 0 ? null : this.prisma.contactMessage.findUnique({ where: { id } });
  }

  /** Whether a message was deleted. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.contactMessage.deleteMany({ where: { id } });
    return count > 0;
  }
}
