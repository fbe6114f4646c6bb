import { bootstrapService } from '@liggeey/service-kit';
import { AnswersModule } from './answers/answers.module.js';
import { assistantConfigSchema } from './config/assistant-config.js';
import { FaqModule } from './faq/faq.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { KnowledgeModule } from './knowledge/knowledge.module.js';

await bootstrapService({
  name: 'assistant',
  prismaClient: PrismaClient,
  configSchema: assistantConfigSchema,
  imports: [FaqModule, KnowledgeModule, AnswersModule],
});
