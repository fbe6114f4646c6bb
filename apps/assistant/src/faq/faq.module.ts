import { Module } from '@nestjs/common';
import { FaqController } from './faq.controller.js';
import { FaqRepository } from './faq.repository.js';
import { FaqService } from './faq.service.js';

@Module({ controllers: [FaqController], providers: [FaqService, FaqRepository] })
export class FaqModule {}
