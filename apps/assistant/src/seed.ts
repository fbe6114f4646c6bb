import { DEMO_FAQS, DEMO_KNOWLEDGE } from '@liggeey/demo-data';
import { runSeed } from '@liggeey/service-kit';
import { searchWords } from './answers/question-text.js';
import { PrismaClient } from './generated/prisma/client.js';

/** Knowledge entries match in creation order: the demo keeps the order of its list. */
const KNOWLEDGE_EPOCH = Date.parse('2026-01-01T00:00:00Z');

await runSeed('assistant', PrismaClient, async (prisma) => {
  for (const { id, ...faq } of DEMO_FAQS) {
    await prisma.faq.upsert({ where: { id }, create: { id, ...faq }, update: {} });
  }
  for (const [index, { id, keywords, ...entry }] of DEMO_KNOWLEDGE.entries()) {
    const createdAt = new Date(KNOWLEDGE_EPOCH + index * 1_000);
    await prisma.knowledgeEntry.upsert({
      where: { id },
      create: { id, keywords: [...keywords], ...entry, createdAt },
      update: {},
    });
  }
  // Every FAQ and knowledge word, so that misspelt questions find them (search-words.repository.ts).
  const faqs = await prisma.faq.findMany();
  const entries = await prisma.knowledgeEntry.findMany();
  const words = [
    ...new Set([
      ...faqs.flatMap(({ question, answer }) => searchWords(`${question} ${answer}`)),
      ...entries.flatMap(({ keywords }) => keywords.flatMap(searchWords)),
    ]),
  ];
  await prisma.$executeRaw`
    INSERT INTO assistant.search_words (word)
    SELECT w FROM unnest(${words}::text[]) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING`;
  return `${DEMO_FAQS.length} questions de la FAQ, ${DEMO_KNOWLEDGE.length} entrées de connaissances`;
});
