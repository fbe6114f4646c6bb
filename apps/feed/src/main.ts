import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { ArticlesModule } from './articles/articles.module.js';
import { AuthorsModule } from './authors/authors.module.js';
import { CommentsModule } from './comments/comments.module.js';
import { feedConfigSchema } from './config/feed-config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { LikesModule } from './likes/likes.module.js';
import { PostsModule } from './posts/posts.module.js';
import { TestimonialsModule } from './testimonials/testimonials.module.js';

await bootstrapService({
  name: 'feed',
  prismaClient: PrismaClient,
  configSchema: feedConfigSchema,
  imports: [
    EventsModule.forRoot('feed'),
    TestimonialsModule,
    PostsModule,
    LikesModule,
    CommentsModule,
    AuthorsModule,
    ArticlesModule,
  ],
});
