const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export interface OrderedFaq {
  id: string;
  category: string;
  createdAt: Date;
}

/**
 * The public FAQ order: categories in French alphabetical order (accents and case do not
 * separate « Crédits » from « credits »), then oldest first within a category, then by id so
 * entries created in the same millisecond keep a stable order.
 */
export function publicFaqOrder<T extends OrderedFaq>(faqs: readonly T[]): T[] {
  return [...faqs].sort(
    (a, b) =>
      collator.compare(a.category, b.category) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
