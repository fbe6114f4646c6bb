import { formatInteger } from '../../shared/format/integer';

export interface TradeView {
  name: string;
  category: string;
  description: string;
  skills: readonly string[];
  salaryMin: number;
  salaryMax: number;
  workerCount: number;
}

export interface TradeCategoryView {
  name: string;
  trades: readonly TradeView[];
}

/** Lower case without accents, so 'electricien' finds 'Électricien' on a phone keyboard. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The categories keeping only the trades whose name contains the search; empty categories are dropped. */
export function filterTradeCategories<C extends TradeCategoryView>(
  categories: readonly C[],
  search: string,
): C[] {
  const term = foldText(search);
  if (!term) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      trades: category.trades.filter((trade) => foldText(trade.name).includes(term)),
    }))
    .filter((category) => category.trades.length > 0);
}

/** Spec §9: salaries are monthly, in F CFA, written the French way ('80 000 – 200 000 F CFA / mois'). */
export function formatSalaryRange(min: number, max: number): string {
  const range = min === max ? formatInteger(min) : `${formatInteger(min)} – ${formatInteger(max)}`;
  return `${range} F CFA / mois`;
}

export function formatWorkerCount(count: number): string {
  return count === 1 ? '1 professionnel' : `${formatInteger(count)} professionnels`;
}

/** The directory filtered on the trade: /profiles?profession=… (URL-encoded). */
export function professionSearchPath(tradeName: string): string {
  return `/profiles?profession=${encodeURIComponent(tradeName)}`;
}
