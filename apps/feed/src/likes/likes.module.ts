import { Module } from '@nestjs/common';
import { LikesController } from './likes.controller.js';
import { LikesRepository } from './likes.repository.js';
import { LikesService } from './likes.service.js';

@Module({ controllers: [LikesController], providers: [LikesRepository, LikesService] })
export class LikesModule {}
