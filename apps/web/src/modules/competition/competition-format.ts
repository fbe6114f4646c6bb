const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'novembre 2026' for '2026-11' (months are in Dakar time, which is UTC). */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return monthFormat.format(new Date(Date.UTC(year, number - 1, 1)));
}

/** '1er', '2e', '3e'… */
export function ordinal(rank: number): string {
  return rank === 1 ? '1er' : `${rank}e`;
}

export function memberTypeLabel(type: string): string {
  return type === 'employer' ? 'Employeur' : 'Professionnel';
}

export function formatScore(score: number): string {
  return `${score} ${Math.abs(score) > 1 ? 'points' : 'point'}`;
}
