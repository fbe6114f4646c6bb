/** What can be promoted, as the admin reads it. */
export type PromotedKind = 'job' | 'profile' | 'product';
export const PROMOTED_KIND_LABELS: Record<PromotedKind, string> = {
  job: 'Offre',
  profile: 'Profil',
  product: 'Produit',
};

/** 'Offre : Maçon à Thiès'; an item gone since is said so. */
export function promotedItemLabel(kind: string, label: string | null | undefined): string {
  const kindLabel = kind in PROMOTED_KIND_LABELS ? PROMOTED_KIND_LABELS[kind as PromotedKind] : kind;
  return `${kindLabel} : ${label ?? 'élément supprimé'}`;
}

/** Back office 'Promotion': the campaign channels as the admin reads them. */
export const CHANNEL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  radio: 'Radio',
  affichage: 'Affichage',
  autre: 'Autre',
};

/**
 * Solid tag colours white text reads on at over 4.5:1 in both themes (antd's light green and blue
 * presets do not reach it).
 */
export const TAG_COLORS = { active: '#237804', scheduled: '#0958d9' };

/** The spec's two statuses, plus one for a campaign whose first day is still to come. */
export const CAMPAIGN_STATUS_LABELS: Record<string, { label: string; color?: string }> = {
  active: { label: 'Actif', color: TAG_COLORS.active },
  ended: { label: 'Terminée' },
  scheduled: { label: 'À venir', color: TAG_COLORS.scheduled },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of today (UTC) moved by `offset` days. */
export function isoDay(offset = 0, from = Date.now()): string {
  return new Date(from + offset * DAY_MS).toISOString().slice(0, 10);
}

/** '25/11/2026' from YYYY-MM-DD, read as a UTC day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'UTC' });
}

export function formatFcfa(amount: number): string {
  return `${amount.toLocaleString('fr-FR')} F CFA`;
}

/** Clicks per impression, '–' before any impression. */
export function clickRate(clicks: number, impressions: number): string {
  if (impressions === 0) return '–';
  return `${((clicks / impressions) * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
}
