import { Module } from '@nestjs/common';
import { LocalitiesController } from './localities.controller.js';
import { LocalitiesRepository } from './localities.repository.js';
import { LocalitiesService } from './localities.service.js';

@Module({ controllers: [LocalitiesController], providers: [LocalitiesService, LocalitiesRepository] })
export class LocalitiesModule {}
