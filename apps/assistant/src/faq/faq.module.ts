import { Module } from '@nestjs/common';
import { SearchWordsModule } from '../search-words/search-words.module.js';
import { FaqController } from './faq.controller.js';
import { FaqRepository } from './faq.repository.js';
import { FaqService } from './faq.service.js';

@Module({
  imports: [SearchWordsModule],
  controllers: [FaqController],
  providers: [FaqService, FaqRepository],
})
export class FaqModule {}
