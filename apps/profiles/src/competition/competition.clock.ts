/** What time it is for the competition: injectable, so a test can say which month is current. */
export const COMPETITION_CLOCK = Symbol('COMPETITION_CLOCK');

export interface CompetitionClock {
  now(): Date;
}

export const systemClock: CompetitionClock = { now: () => new Date() };
