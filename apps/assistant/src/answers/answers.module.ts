import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { type AssistantConfig } from '../config/assistant-config.js';
import { KnowledgeModule } from '../knowledge/knowledge.module.js';
import { ANSWER_WRITER, type AnswerWriter, ExtractiveWriter } from './answer-writer.js';
import { AnswersController } from './answers.controller.js';
import { ChatCompletionsWriter } from './chat-completions-writer.js';
import { AnswersRepository } from './answers.repository.js';
import { AnswersService } from './answers.service.js';
import { AskLimits } from './ask-limits.js';
import { QuestionLog } from './question-log.js';
import { WordReadings } from './word-readings.js';

/** `assistant.ask`: the chat widget's answers. */
@Module({
  imports: [KnowledgeModule],
  controllers: [AnswersController],
  providers: [
    AnswersService,
    AnswersRepository,
    WordReadings,
    QuestionLog,
    AskLimits,
    {
      provide: ANSWER_WRITER,
      inject: [APP_CONFIG, PinoLogger],
      useFactory: (config: AssistantConfig, logger: PinoLogger): AnswerWriter =>
        config.ASSISTANT_LLM_URL
          ? new ChatCompletionsWriter(
              {
                url: config.ASSISTANT_LLM_URL,
                model: config.ASSISTANT_LLM_MODEL,
                apiKey: config.ASSISTANT_LLM_API_KEY,
                timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
              },
              logger,
            )
          : new ExtractiveWriter(),
    },
  ],
})
export class AnswersModule {}
