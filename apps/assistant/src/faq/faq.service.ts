import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  FAQ_REQUIRED_MESSAGE,
  type FaqDto,
  type FaqInputDto,
} from '@liggeey/contracts';
import {
  DomainException,
  EventPublisher,
  isUuid,
  recordAdminAction,
  requireAdmin,
} from '@liggeey/service-kit';
import { type Faq } from '../generated/prisma/client.js';
import { publicFaqOrder } from './faq-order.js';
import { SearchWordsRepository } from '../search-words/search-words.repository.js';
import { FaqRepository } from './faq.repository.js';

const NOT_FOUND_MESSAGE = 'Question introuvable.';

/** The FAQ page (public) and its admin page. */
@Injectable()
export class FaqService {
  constructor(
    private readonly repository: FaqRepository,
    private readonly words: SearchWordsRepository,
    private readonly events: EventPublisher,
  ) {}

  async list(): Promise<FaqDto[]> {
    return publicFaqOrder(await this.repository.all()).map(toDto);
  }

  async adminList(actor: Actor | null): Promise<FaqDto[]> {
    requireAdmin(actor);
    return (await this.repository.newestFirst()).map(toDto);
  }

  async create(actor: Actor | null, input: FaqInputDto): Promise<FaqDto> {
    requireAdmin(actor);
    requireFields(input);
    const faq = await this.repository.create(input);
    // The assistant reads misspelt words as the closest known one: these become known.
    await this.words.learn(faq.question, faq.answer);
    await this.record(actor, 'faq.created', faq.id, faq.question);
    return toDto(faq);
  }

  async update(actor: Actor | null, id: string, input: FaqInputDto): Promise<FaqDto> {
    requireAdmin(actor);
    requireFields(input);
    const faq = isUuid(id) ? await this.repository.update(id, input) : null;
    if (!faq) throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    await this.words.learn(faq.question, faq.answer);
    await this.record(actor, 'faq.updated', faq.id, faq.question);
    return toDto(faq);
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    requireAdmin(actor);
    if (!isUuid(id) || !(await this.repository.delete(id))) {
      throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    }
    await this.record(actor, 'faq.deleted', id, null);
  }

  private record(actor: Actor, action: string, id: string, question: string | null): Promise<void> {
    return recordAdminAction(this.events, actor, {
      action,
      targetType: 'faq',
      targetId: id,
      summary: question,
    });
  }
}

/** The contract trims the fields; an empty one gets the spec's message and its name. */
function requireFields(input: FaqInputDto): void {
  for (const field of ['question', 'answer', 'category'] as const) {
    if (!input[field]) throw new DomainException(ErrorCode.ValidationFailed, FAQ_REQUIRED_MESSAGE, { field });
  }
}

function toDto({ id, question, answer, category, createdAt }: Faq): FaqDto {
  return { id, question, answer, category, createdAt: createdAt.toISOString() };
}
