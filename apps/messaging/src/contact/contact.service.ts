import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type ContactMessageDto,
  type ContactMessageInputDto,
  type ContactMessagesPageDto,
  type ContactMessagesQuery,
  ErrorCode,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { type ContactMessage } from '../generated/prisma/client.js';
import { validContactMessage } from './contact-input.js';
import { ContactRepository } from './contact.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND_MESSAGE = 'Message introuvable.';

/** The support inbox: visitors write through the contact form, admins read and tidy it. */
@Injectable()
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly events: EventPublisher,
  ) {}

  async send(input: ContactMessageInputDto): Promise<{ id: string }> {
    const { id } = await this.repository.create(validContactMessage(input));
    return { id };
  }

  async list(actor: Actor | null, query: ContactMessagesQuery): Promise<ContactMessagesPageDto> {
    requireAdmin(actor);
    const { rows, total, unread } = await this.repository.page(query);
    return { items: rows.map(toDto), total, unread, page: query.page, pageSize: query.pageSize };
  }

  async markRead(actor: Actor | null, id: string): Promise<ContactMessageDto> {
    requireAdmin(actor);
    const message = UUID.test(id) ? await this.repository.markRead(id) : null;
    if (!message) throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    await this.record(actor, 'contact-message.read', id, `${message.subject} (${message.email})`);
    return toDto(message);
  }

  async delete(actor: Actor | null, id: string): Promise<{ id: string }> {
    requireAdmin(actor);
    if (!UUID.test(id) || !(await this.repository.delete(id))) {
      throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    }
    await this.record(actor, 'contact-message.deleted', id, null);
    return { id };
  }

  private record(actor: Actor, action: string, id: string, summary: string | null): Promise<void> {
    return recordAdminAction(this.events, actor, {
      action,
      targetType: 'contact-message',
      targetId: id,
      summary,
    });
  }
}

function toDto({ id, name, email, subject, message, isRead, createdAt }: ContactMessage): ContactMessageDto {
  return { id, name, email, subject, message, isRead, createdAt: createdAt.toISOString() };
}
