import { Inject, Injectable } from '@nestjs/common';
import { type ContactMessageInputDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type ContactMessage, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class ContactRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  create(message: ContactMessageInputDto): Promise<ContactMessage> {
    return this.prisma.contactMessage.create({ data: message });
  }

  /** Newest first; the id breaks ties between messages of the same millisecond. */
  newestFirst(): Promise<ContactMessage[]> {
    return this.prisma.contactMessage.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
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
