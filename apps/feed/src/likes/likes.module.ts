import { Module } from '@nestjs/common';
import { FirstPageModule } from '../first-page/first-page.module.js';
import { LikesController } from './likes.controller.js';
import { LikesRepository } from './likes.repository.js';
import { LikesService } from './likes.service.js';

@Module({
  imports: [FirstPageModule],
  controllers: [LikesController],
  providers: [LikesRepository, LikesService],
})
export class LikesModule {}
