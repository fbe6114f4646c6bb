import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ARTICLE_NOT_FOUND_MESSAGE,
  type ArticleDto,
  type ArticleInputDto,
  type ArticlesPageDto,
  type ArticlesPageRequestDto,
  type ArticleSummaryDto,
  ErrorCode,
  HOME_ARTICLES_LIMIT,
} from '@liggeey/contracts';
import {
  DomainException,
  isUuid,
  EventPublisher,
  recordAdminAction,
  requireAdmin,
} from '@liggeey/service-kit';
import { toArticleDto, toArticleSummaryDto } from './article-rows.js';
import { ArticlesRepository } from './articles.repository.js';

/**
 * Articles: anyone reads them (/articles, the home page); admins write them (back office
 * Articles), and the admin who saves one becomes its author. The contract has checked the input.
 */
@Injectable()
export class ArticlesService {
  constructor(
    private readonly repository: ArticlesRepository,
    private readonly events: EventPublisher,
  ) {}

  async list({ page, pageSize, search }: ArticlesPageRequestDto): Promise<ArticlesPageDto> {
    const { rows, total } = await this.repository.page((page - 1) * pageSize, pageSize, search);
    return { total, page, pageSize, items: rows.map(toArticleSummaryDto) };
  }

  async latest(): Promise<ArticleSummaryDto[]> {
    const { rows } = await this.repository.page(0, HOME_ARTICLES_LIMIT, null);
    return rows.map(toArticleSummaryDto);
  }

  async get(id: string): Promise<ArticleDto> {
    const row = isUuid(id) ? await this.repository.byId(id) : null;
    if (!row) throw notFound();
    return toArticleDto(row);
  }

  async create(actor: Actor | null, input: ArticleInputDto): Promise<ArticleDto> {
    requireAdmin(actor);
    const article = await this.get(await this.repository.create(actor.id, input));
    await this.record(actor, 'article.created', article.id, article.title);
    return article;
  }

  async update(
    actor: Actor | null,
    id: string,
    input: ArticleInputDto,
  ): Promise<{ article: ArticleDto; droppedImageUrl: string | null }> {
    requireAdmin(actor);
    const previousImageUrl = isUuid(id) ? await this.repository.update(id, actor.id, input) : undefined;
    if (previousImageUrl === undefined) throw notFound();
    const article = await this.get(id);
    await this.record(actor, 'article.updated', id, article.title);
    const dropped = previousImageUrl === article.imageUrl ? null : await this.unused(previousImageUrl);
    return { article, droppedImageUrl: dropped };
  }

  async delete(actor: Actor | null, id: string): Promise<{ droppedImageUrl: string | null }> {
    requireAdmin(actor);
    const imageUrl = isUuid(id) ? await this.repository.delete(id) : undefined;
    if (imageUrl === undefined) throw notFound();
    await this.record(actor, 'article.deleted', id, null);
    return { droppedImageUrl: await this.unused(imageUrl) };
  }

  /** The image when no article shows it any more: two articles may share one upload. */
  private async unused(imageUrl: string | null): Promise<string | null> {
    return imageUrl && !(await this.repository.showsImage(imageUrl)) ? imageUrl : null;
  }

  private record(actor: Actor, action: string, id: string, title: string | null): Promise<void> {
    return recordAdminAction(this.events, actor, {
      action,
      targetType: 'article',
      targetId: id,
      summary: title,
    });
  }
}

function notFound(): DomainException {
  return new DomainException(ErrorCode.NotFound, ARTICLE_NOT_FOUND_MESSAGE);
}
