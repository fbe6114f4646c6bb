import { Module } from '@nestjs/common';
import { KnowledgeModule } from '../knowledge/knowledge.module.js';
import { SearchWordsModule } from '../search-words/search-words.module.js';
import { AnswersController } from './answers.controller.js';
import { AnswersRepository } from './answers.repository.js';
import { AnswersService } from './answers.service.js';
import { AskLimits } from './ask-limits.js';

/** `assistant.ask`: the chat widget's answers. */
@Module({
  imports: [KnowledgeModule, SearchWordsModule],
  controllers: [AnswersController],
  providers: [AnswersService, AnswersRepository, AskLimits],
})
export class AnswersModule {}
