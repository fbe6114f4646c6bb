import { Module } from '@nestjs/common';
import { FollowsController } from './follows.controller.js';
import { FollowsRepository } from './follows.repository.js';
import { FollowsService } from './follows.service.js';

@Module({ controllers: [FollowsController], providers: [FollowsService, FollowsRepository] })
export class FollowsModule {}
