import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, FeedArticlesRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Article, ArticleInput, ArticleSummary, ArticlesPage } from './articles.types.js';

@Resolver()
export class ArticlesResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Query(() => ArticlesPage, { description: 'Articles, newest first, with the total.' })
  articles(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, nullable: true, defaultValue: 9, description: 'At most 50.' })
    pageSize: number,
    @Args('search', {
      type: () => String,
      nullable: true,
      description: 'Words of the title or the author name.',
    })
    search: string | null,
  ): Promise<ArticlesPage> {
    return this.rpc.request(FeedArticlesRpc.list, { page, pageSize, search });
  }

  @Public()
  @Query(() => Article)
  article(@Args('id', { type: () => ID }) id: string): Promise<Article> {
    return this.rpc.request(FeedArticlesRpc.get, { id });
  }

  @Public()
  @Query(() => [ArticleSummary], { description: "The home page's three newest articles." })
  latestArticles(): Promise<ArticleSummary[]> {
    return this.rpc.request(FeedArticlesRpc.latest, {});
  }

  @Roles('admin')
  @Mutation(() => Article, { description: 'The signed-in admin becomes the author.' })
  createArticle(@Args('input') input: ArticleInput, @CurrentActor() actor: Actor): Promise<Article> {
    return this.rpc.request(FeedArticlesRpc.create, { input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Article, { description: 'The signed-in admin becomes the author.' })
  updateArticle(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ArticleInput,
    @CurrentActor() actor: Actor,
  ): Promise<Article> {
    return this.rpc.request(FeedArticlesRpc.update, { id, input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Boolean)
  async deleteArticle(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(FeedArticlesRpc.delete, { id }, { actor });
    return true;
  }
}
