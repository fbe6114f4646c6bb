import { Injectable } from '@nestjs/common';
import { type Actor, ANALYSIS_DAYS, type AssistantAnalysisDto } from '@liggeey/contracts';
import { requireAdmin } from '@liggeey/service-kit';
import { AnalysisRepository } from './analysis.repository.js';

const TOP = 10;

/** /admin/ai-analysis: what people ask the assistant and what it answers, over 30 days. */
@Injectable()
export class AnalysisService {
  constructor(private readonly repository: AnalysisRepository) {}

  async summary(actor: Actor | null, now = new Date()): Promise<AssistantAnalysisDto> {
    requireAdmin(actor);
    const since = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (ANALYSIS_DAYS - 1)),
    );
    const [perDay, sources, topQuestions, topUnanswered] = await Promise.all([
      this.repository.perDay(since, ANALYSIS_DAYS),
      this.repository.bySource(since),
      this.repository.top(since, false, TOP),
      this.repository.top(since, true, TOP),
    ]);
    const bySource = { knowledge: 0, faq: 0, document: 0 };
    let asked = 0;
    for (const { source_kind: kind, n } of sources) {
      asked += n;
      if (kind === 'knowledge' || kind === 'faq' || kind === 'document') bySource[kind] += n;
    }
    const answered = bySource.knowledge + bySource.faq + bySource.document;
    return { perDay, asked, answered, bySource, topQuestions, topUnanswered };
  }
}
