import { Module } from '@nestjs/common';
import { TradesController } from './trades.controller.js';
import { TradesRepository } from './trades.repository.js';
import { TradesService } from './trades.service.js';

@Module({ controllers: [TradesController], providers: [TradesService, TradesRepository] })
export class TradesModule {}
