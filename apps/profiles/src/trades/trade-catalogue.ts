import { TRADE_CATEGORIES, type TradeCategoryDto, type TradeCategoryName } from '@liggeey/contracts';

export interface TradeRow {
  name: string;
  category: string;
  description: string;
  skills: string[];
  salaryMin: number;
  salaryMax: number;
}

/** The key a profession and a trade name are matched on. */
export function professionKey(value: string): string {
  return value.toLowerCase();
}

/**
 * The trades page: the six categories of spec §9 in their order (even an empty one), each with
 * its trades in the given order and the number of workers whose profession is the trade's name,
 * ignoring case. `workers` is keyed by profession as stored. A trade of an unknown category is left out.
 */
export function tradeCatalogue(
  trades: readonly TradeRow[],
  workers: ReadonlyMap<string, number>,
): TradeCategoryDto[] {
  const counts = new Map<string, number>();
  for (const [profession, count] of workers) {
    const key = professionKey(profession);
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  const byCategory = new Map<string, TradeCategoryDto['trades']>(TRADE_CATEGORIES.map((name) => [name, []]));
  for (const { name, category, description, skills, salaryMin, salaryMax } of trades) {
    byCategory.get(category)?.push({
      name,
      category: category as TradeCategoryName,
      description,
      skills,
      salaryMin,
      salaryMax,
      workerCount: counts.get(professionKey(name)) ?? 0,
    });
  }
  return TRADE_CATEGORIES.map((name) => ({ name, trades: byCategory.get(name) ?? [] }));
}
