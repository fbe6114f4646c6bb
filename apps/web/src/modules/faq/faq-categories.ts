export const ALL_CATEGORIES = 'Tous';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: string;
}

export interface FaqGroup<T extends FaqEntry> {
  category: string;
  entries: T[];
}

/** Groups consecutive questions by category, keeping the server's order (by category, then age). */
export function groupByCategory<T extends FaqEntry>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups: FaqGroup<T>[] = [];
  for (const faq of faqs) {
    const last = groups.at(-1);
    const existing =
      last?.category === faq.category ? last : groups.find((group) => group.category === faq.category);
    if (existing) existing.entries.push(faq);
    else groups.push({ category: faq.category, entries: [faq] });
  }
  return groups;
}
