import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  COMPETITION_TOP_SIZE,
  type CompetitionContentDto,
  type CompetitionContentInput,
  type CompetitionDto,
  ErrorCode,
  competitionMonthOf,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { COMPETITION_CLOCK, type CompetitionClock } from './competition.clock.js';
import { CompetitionRepository } from './competition.repository.js';

export const NO_STANDINGS_MESSAGE = 'Aucun classement pour ce mois.';

/** The monthly competition page: live standings this month, frozen ones for past months. */
@Injectable()
export class CompetitionService {
  constructor(
    private readonly competition: CompetitionRepository,
    @Inject(COMPETITION_CLOCK) private readonly clock: CompetitionClock,
    private readonly events: EventPublisher,
  ) {}

  async standings(actor: Actor | null, month: string | null | undefined): Promise<CompetitionDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    const current = competitionMonthOf(this.clock.now());
    const asked = month ?? current;
    const [frozenMonths, content] = await Promise.all([
      this.competition.frozenMonths(),
      this.competition.content(),
    ]);
    const frozen = frozenMonths.includes(asked);
    if (!frozen && asked !== current) throw new DomainException(ErrorCode.NotFound, NO_STANDINGS_MESSAGE);
    const entries = frozen
      ? await this.competition.frozen(asked, actor.id)
      : await this.competition.live(asked, actor.id);
    const top = entries.filter((entry) => entry.rank <= COMPETITION_TOP_SIZE);
    return {
      month: asked,
      frozen,
      months: [current, ...frozenMonths.filter((frozenMonth) => frozenMonth !== current)],
      top,
      me: entries.find((entry) => entry.memberId === actor.id) ?? null,
      content,
    };
  }

  async updateContent(actor: Actor | null, input: CompetitionContentInput): Promise<CompetitionContentDto> {
    requireAdmin(actor);
    const content = await this.competition.saveContent(input);
    await recordAdminAction(this.events, actor, {
      action: 'competition.content-updated',
      targetType: 'competition',
      targetId: 'content',
      summary: content.prizes.join(' / '),
    });
    return content;
  }

  /** Freezes every past month not frozen yet (a missed run is caught up by the next). */
  async freezePastMonths(): Promise<string[]> {
    const months = await this.competition.unfrozenBefore(competitionMonthOf(this.clock.now()));
    const frozen: string[] = [];
    for (const month of months) if (await this.competition.freeze(month)) frozen.push(month);
    return frozen;
  }
}
