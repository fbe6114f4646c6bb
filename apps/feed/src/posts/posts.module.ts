import { Module } from '@nestjs/common';
import { FirstPageModule } from '../first-page/first-page.module.js';
import { PostsController } from './posts.controller.js';
import { PostsRepository } from './posts.repository.js';
import { PostsService } from './posts.service.js';

@Module({
  imports: [FirstPageModule],
  controllers: [PostsController],
  providers: [PostsRepository, PostsService],
})
export class PostsModule {}
