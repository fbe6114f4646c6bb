import { Injectable } from '@nestjs/common';
import { type Actor, ErrorCode, type KnowledgeEntryDto, type KnowledgeInputDto } from '@liggeey/contracts';
import {
  DomainException,
  EventPublisher,
  isUuid,
  recordAdminAction,
  requireAdmin,
} from '@liggeey/service-kit';
import { searchWords } from '../answers/question-text.js';
import { type KnowledgeEntry } from '../generated/prisma/client.js';
import { SearchWordsRepository } from '../search-words/search-words.repository.js';
import { KnowledgeRepository } from './knowledge.repository.js';

const NOT_FOUND_MESSAGE = 'Entrée introuvable.';

/** The knowledge entries' editor in /admin/ai-training (admin only). */
@Injectable()
export class KnowledgeService {
  constructor(
    private readonly repository: KnowledgeRepository,
    private readonly words: SearchWordsRepository,
    private readonly events: EventPublisher,
  ) {}

  async list(actor: Actor | null): Promise<KnowledgeEntryDto[]> {
    requireAdmin(actor);
    return (await this.repository.inOrder()).map(toDto);
  }

  async create(actor: Actor | null, input: KnowledgeInputDto): Promise<KnowledgeEntryDto> {
    requireAdmin(actor);
    const entry = await this.repository.create(normalized(input));
    await this.words.learn(...entry.keywords);
    await this.record(actor, 'knowledge-entry.created', entry.id, entry.keywords);
    return toDto(entry);
  }

  async update(actor: Actor | null, id: string, input: KnowledgeInputDto): Promise<KnowledgeEntryDto> {
    requireAdmin(actor);
    const entry = isUuid(id) ? await this.repository.update(id, normalized(input)) : null;
    if (!entry) throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    await this.words.learn(...entry.keywords);
    await this.record(actor, 'knowledge-entry.updated', entry.id, entry.keywords);
    return toDto(entry);
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    requireAdmin(actor);
    if (!isUuid(id) || !(await this.repository.delete(id))) {
      throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    }
    await this.record(actor, 'knowledge-entry.deleted', id, []);
  }

  /** An entry has no title: its keywords name it. */
  private record(actor: Actor, action: string, id: string, keywords: string[]): Promise<void> {
    return recordAdminAction(this.events, actor, {
      action,
      targetType: 'knowledge-entry',
      targetId: id,
      summary: keywords.join(', ') || null,
    });
  }
}

/**
 * Keywords are stored as they match: lower case, no accents, words of 3 letters or more (a
 * keyword left with none is dropped). Without a keyword or an answer the entry could never help.
 */
function normalized(input: KnowledgeInputDto): KnowledgeInputDto {
  const keywords = [
    ...new Set(input.keywords.map((keyword) => searchWords(keyword).join(' ')).filter(Boolean)),
  ];
  if (keywords.length === 0) {
    throw new DomainException(
      ErrorCode.ValidationFailed,
      'Ajoutez au moins un mot-clé de plus de 2 caractères.',
      { field: 'keywords' },
    );
  }
  if (!input.responseTemplate) {
    throw new DomainException(ErrorCode.ValidationFailed, 'Veuillez écrire la réponse.', {
      field: 'responseTemplate',
    });
  }
  return { ...input, keywords };
}

function toDto({
  id,
  keywords,
  responseTemplate,
  requiredRole,
  createdAt,
}: KnowledgeEntry): KnowledgeEntryDto {
  return { id, keywords, responseTemplate, requiredRole, createdAt: createdAt.toISOString() };
}
