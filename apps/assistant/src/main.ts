import { EventsModule, NatsClientModule, bootstrapService } from '@liggeey/service-kit';
import { AnalysisModule } from './analysis/analysis.module.js';
import { AnswersModule } from './answers/answers.module.js';
import { assistantConfigSchema } from './config/assistant-config.js';
import { DocumentsModule } from './documents/documents.module.js';
import { FaqModule } from './faq/faq.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { KnowledgeModule } from './knowledge/knowledge.module.js';
import { SuggestionsModule } from './suggestions/suggestions.module.js';

await bootstrapService({
  name: 'assistant',
  prismaClient: PrismaClient,
  configSchema: assistantConfigSchema,
  imports: [
    EventsModule.forRoot('assistant'),
    // One NATS client for the calls to other services and the training files' object store.
    NatsClientModule.forService('assistant-client'),
    FaqModule,
    KnowledgeModule,
    AnswersModule,
    DocumentsModule,
    AnalysisModule,
    SuggestionsModule,
  ],
});
