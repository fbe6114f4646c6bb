import { Module } from '@nestjs/common';
import { CommentsController } from './comments.controller.js';
import { CommentsRepository } from './comments.repository.js';
import { CommentsService } from './comments.service.js';

@Module({ controllers: [CommentsController], providers: [CommentsRepository, CommentsService] })
export class CommentsModule {}
