import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisRepository } from './analysis.repository.js';
import { AnalysisService } from './analysis.service.js';

@Module({ controllers: [AnalysisController], providers: [AnalysisService, AnalysisRepository] })
export class AnalysisModule {}
