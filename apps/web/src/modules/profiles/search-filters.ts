import type { WorkerAvailability, WorkerSearchInput, WorkerSort } from '../../graphql/generated/graphql';

/**
 * Spec §9 places the max-price slider at 0–200 euros; prices here are hourly in F CFA, so the slider
 * runs 0–20 000 F CFA by steps of 500, its top meaning 'no limit'.
 */
export const MAX_PRICE_LIMIT = 20_000;
export const MAX_PRICE_STEP = 500;

export const SORT_OPTIONS: readonly { value: WorkerSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Pertinence' },
  { value: 'PRICE_ASC', label: 'Prix croissant' },
  { value: 'PRICE_DESC', label: 'Prix décroissant' },
  { value: 'PROXIMITY', label: 'Proximité' },
];

export const DISTANCE_OPTIONS = [5, 10, 25] as const;

export const AVAILABILITY_OPTIONS: readonly { value: WorkerAvailability; label: string }[] = [
  { value: 'NOW', label: 'Disponible maintenant' },
  { value: 'THIS_WEEK', label: 'Disponible cette semaine' },
  { value: 'THIS_MONTH', label: 'Disponible ce mois-ci' },
];

/** The URL parameters of /search, each left out at its default. */
export type SearchParamName = 'q' | 'sort' | 'maxPrice' | 'localityId' | 'distance' | 'availability';

function oneOf<T extends string>(value: string | null, allowed: readonly { value: T }[]): T | undefined {
  return allowed.find((option) => option.value === value)?.value;
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** The API input for the filters in the URL; unknown or out-of-range values are ignored. */
export function searchInputFromParams(params: URLSearchParams): WorkerSearchInput {
  const maxPrice = wholeNumber(params.get('maxPrice'));
  const distance = wholeNumber(params.get('distance'));
  const sort = oneOf(params.get('sort'), SORT_OPTIONS);
  const availability = oneOf(params.get('availability'), AVAILABILITY_OPTIONS);
  const localityId = params.get('localityId');
  return {
    q: params.get('q')?.trim() ?? '',
    ...(sort ? { sort } : {}),
    ...(maxPrice !== undefined && maxPrice < MAX_PRICE_LIMIT ? { maxPrice } : {}),
    ...(localityId ? { localityId } : {}),
    ...(distance !== undefined && (DISTANCE_OPTIONS as readonly number[]).includes(distance)
      ? { distanceKm: distance }
      : {}),
    ...(availability ? { availability } : {}),
  };
}

const amountFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export function formatMaxPrice(value: number): string {
  return value >= MAX_PRICE_LIMIT ? 'Sans limite' : `${amountFormat.format(value)} F CFA par heure`;
}

const distanceFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatDistance(km: number): string {
  return `À ${distanceFormat.format(km)} km`;
}
