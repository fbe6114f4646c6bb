import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  ASSISTANT_REPHRASE_MESSAGE,
  type AskRequest,
  type AssistantAnswer,
  LedgerCreditsRpc,
  ProfilesRpc,
} from '@liggeey/contracts';
import { NatsRpcClient, ReusedAnswers, passOn } from '@liggeey/service-kit';
import { type KnowledgeEntry } from '../generated/prisma/client.js';
import { KnowledgeRepository } from '../knowledge/knowledge.repository.js';
import { ANSWER_WRITER, type AnswerWriter } from './answer-writer.js';
import { AnswersRepository, type Hit } from './answers.repository.js';
import { AskLimits } from './ask-limits.js';
import { type Asker, type AskerRole, fillTemplate, matchKnowledge } from './knowledge-match.js';
import { QuestionLog } from './question-log.js';
import { questionKey, searchWords } from './question-text.js';
import { type Reading, WordReadings } from './word-readings.js';

/** A FAQ entry or passage answers when it holds at least this share of the question's terms. */
export const MIN_COVERAGE = 0.6;
const RELATED = 3;
/** The frequent questions offered with a rephrase change slowly: they are read once a minute. */
const FREQUENT_TTL_MS = 60_000;
const KNOWLEDGE_TTL_MS = 2_000;

interface Chosen {
  answer: AssistantAnswer;
  sourceKind: 'knowledge' | 'faq' | 'document' | null;
  sourceId: string | null;
}

/**
 * The chat widget's answers, extractive: a knowledge entry for the asker's role (first keyword
 * match), else the FAQ entry, else the passage of a training document holding most of the
 * question's terms (French stems, accents ignored, misspelt words read as the closest known
 * word), else a rephrase suggestion with frequent questions. Every question is logged.
 */
@Injectable()
export class AnswersService {
  constructor(
    private readonly repository: AnswersRepository,
    private readonly words: WordReadings,
    private readonly questionLog: QuestionLog,
    private readonly knowledge: KnowledgeRepository,
    private readonly limits: AskLimits,
    private readonly rpc: NatsRpcClient,
    @Inject(ANSWER_WRITER) private readonly writer: AnswerWriter,
  ) {}

  /** Every question needs them; an admin's edit shows within 2 s on every instance. */
  private readonly knowledgeEntries = new ReusedAnswers<KnowledgeEntry[]>(
    'assistant_knowledge',
    KNOWLEDGE_TTL_MS,
    1,
  );
  private readonly frequent = new ReusedAnswers<string[]>('assistant_frequent_questions', FREQUENT_TTL_MS, 1);

  async ask(actor: Actor | null, { question, ip }: AskRequest): Promise<AssistantAnswer> {
    const askedAt = new Date();
    const started = performance.now();
    await this.limits.consume(ip, actor?.id);
    const role: AskerRole = actor?.type ?? 'visitor';
    // Both reads at once: the entries do not depend on the question.
    const [read, entries] = await Promise.all([
      this.words.read(searchWords(question)),
      this.knowledgeEntries.get('all', () => this.knowledge.inOrder()),
    ]);
    const chosen = await this.choose(question, read, entries, role, actor);
    // The answer does not wait for the log's commit: the person is not kept waiting for analytics.
    this.questionLog.add({
      askedAt,
      question,
      normalized: questionKey(question),
      role,
      userId: actor?.id ?? null,
      sourceKind: chosen.sourceKind,
      sourceId: chosen.sourceId,
      latencyMs: Math.round(performance.now() - started),
    });
    return chosen.answer;
  }

  private async choose(
    question: string,
    reading: Reading,
    entries: readonly KnowledgeEntry[],
    role: AskerRole,
    actor: Actor | null,
  ): Promise<Chosen> {
    const entry = matchKnowledge(`${question} ${reading.words.join(' ')}`, role, entries);
    const faqs = await this.repository.faqHits(reading.terms, RELATED + 1);
    const related = (except?: string) =>
      faqs
        .filter((hit) => hit.id !== except && hit.coverage > 0)
        .map(({ title }) => title)
        .slice(0, RELATED);

    if (entry) {
      const text = fillTemplate(entry.responseTemplate, await this.asker(actor, entry.responseTemplate));
      return {
        answer: {
          answered: true,
          text,
          source: { kind: 'knowledge', title: null, link: null },
          related: related(),
        },
        sourceKind: 'knowledge',
        sourceId: entry.id,
      };
    }
    const faq = answering(faqs);
    if (faq) {
      return {
        answer: {
          answered: true,
          text: await this.writer.write({ question, text: faq.text, sourceTitle: faq.title }),
          source: { kind: 'faq', title: faq.title, link: '/faq' },
          related: related(faq.id),
        },
        sourceKind: 'faq',
        sourceId: faq.id,
      };
    }
    const passage = answering(await this.repository.passageHits(reading, MIN_COVERAGE, 1));
    if (passage) {
      return {
        answer: {
          answered: true,
          text: await this.writer.write({ question, text: passage.text, sourceTitle: passage.title }),
          source: { kind: 'document', title: passage.title, link: null },
          related: related(),
        },
        sourceKind: 'document',
        sourceId: passage.id,
      };
    }
    return {
      answer: {
        answered: false,
        text: ASSISTANT_REPHRASE_MESSAGE,
        source: null,
        related: await this.frequent.get('all', () => this.repository.frequentQuestions(RELATED)),
      },
      sourceKind: null,
      sourceId: null,
    };
  }

  /** What the template needs of the signed-in person, asked only when it needs it. */
  private async asker(actor: Actor | null, template: string): Promise<Asker> {
    if (!actor) return { firstName: null, credits: null, type: null };
    const [firstName, credits] = await Promise.all([
      template.includes('{prenom}')
        ? passOn(this.rpc.request(ProfilesRpc.mine, {}, { actor })).then(
            ({ fullName }) => fullName.trim().split(/\s+/)[0] ?? null,
          )
        : null,
      template.includes('{credits}')
        ? passOn(this.rpc.request(LedgerCreditsRpc.balance, {}, { actor })).then(({ balance }) => balance)
        : null,
    ]);
    return { firstName, credits, type: actor.type };
  }
}

function answering(hits: Hit[]): Hit | undefined {
  const best = hits[0];
  return best && best.coverage >= MIN_COVERAGE ? best : undefined;
}
