import { Module } from '@nestjs/common';
import { SearchWordsModule } from '../search-words/search-words.module.js';
import { KnowledgeController } from './knowledge.controller.js';
import { KnowledgeRepository } from './knowledge.repository.js';
import { KnowledgeService } from './knowledge.service.js';

@Module({
  imports: [SearchWordsModule],
  controllers: [KnowledgeController],
  providers: [KnowledgeService, KnowledgeRepository],
  exports: [KnowledgeRepository],
})
export class KnowledgeModule {}
