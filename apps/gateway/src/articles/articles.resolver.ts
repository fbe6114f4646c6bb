import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, FeedArticlesRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { Article, ArticleInput, ArticleSummary, ArticlesPage } from './articles.types.js';

@Resolver()
export class ArticlesResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly uploads: UploadsService,
    private readonly pending: PendingUploads,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

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
    return this.pending.attach([input.imageUrl], () =>
      this.rpc.request(FeedArticlesRpc.create, { input }, { actor }),
    );
  }

  @Roles('admin')
  @Mutation(() => Article, {
    description: 'The signed-in admin becomes the author; a replaced uploaded image is removed.',
  })
  async updateArticle(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ArticleInput,
    @CurrentActor() actor: Actor,
  ): Promise<Article> {
    const { article, droppedImageUrl } = await this.pending.attach([input.imageUrl], () =>
      this.rpc.request(FeedArticlesRpc.update, { id, input }, { actor }),
    );
    await this.removeUploadedImage(droppedImageUrl);
    return article;
  }

  @Roles('admin')
  @Mutation(() => Boolean, { description: 'Its uploaded image goes with it.' })
  async deleteArticle(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    const { droppedImageUrl } = await this.rpc.request(FeedArticlesRpc.delete, { id }, { actor });
    await this.removeUploadedImage(droppedImageUrl);
    return true;
  }

  /**
   * Only an article upload: an external address is not ours, and any other stored file (someone's
   * avatar pasted as the image) still belongs to what it was uploaded for.
   */
  private async removeUploadedImage(url: string | null): Promise<void> {
    if (url?.startsWith(this.storage.prefix('articles'))) await this.uploads.removeQuietly(url);
  }
}
