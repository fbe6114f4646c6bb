import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type ArticleDto,
  type ArticleInputDto,
  type ArticlesPageDto,
  type ArticlesPageRequestDto,
  type ArticleSummaryDto,
  FeedArticlesRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ArticlesService } from './articles.service.js';

@Controller()
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @RpcHandler(FeedArticlesRpc.list)
  list(@Payload() { data }: RpcEnvelope<ArticlesPageRequestDto>): Promise<ArticlesPageDto> {
    return this.articles.list(data);
  }

  @RpcHandler(FeedArticlesRpc.latest)
  latest(): Promise<ArticleSummaryDto[]> {
    return this.articles.latest();
  }

  @RpcHandler(FeedArticlesRpc.get)
  get(@Payload() { data }: RpcEnvelope<{ id: string }>): Promise<ArticleDto> {
    return this.articles.get(data.id);
  }

  @RpcHandler(FeedArticlesRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: ArticleInputDto }>): Promise<ArticleDto> {
    return this.articles.create(actor, data.input);
  }

  @RpcHandler(FeedArticlesRpc.update)
  update(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; input: ArticleInputDto }>,
  ): Promise<{ article: ArticleDto; droppedImageUrl: string | null }> {
    return this.articles.update(actor, data.id, data.input);
  }

  @RpcHandler(FeedArticlesRpc.delete)
  delete(
    @Payload() { actor, data }: RpcEnvelope<{ id: string }>,
  ): Promise<{ droppedImageUrl: string | null }> {
    return this.articles.delete(actor, data.id);
  }
}
