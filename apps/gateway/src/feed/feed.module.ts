import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { PostCommentsResolver } from './post-comments.resolver.js';
import { PostMediaJanitor } from './post-media-janitor.js';
import { PostsResolver } from './posts.resolver.js';

@Module({ imports: [UploadsModule], providers: [PostsResolver, PostCommentsResolver, PostMediaJanitor] })
export class FeedModule {}
