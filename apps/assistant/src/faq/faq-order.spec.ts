import { describe, expect, it } from 'vitest';
import { publicFaqOrder } from './faq-order.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('publicFaqOrder', () => {
  it('sorts categories in French order, accents and case aside, then oldest first', () => {
    const faqs = [
      { id: 'a', category: 'Paiement', createdAt: at(1) },
      { id: 'b', category: 'Crédits', createdAt: at(5) },
      { id: 'c', category: 'Compte', createdAt: at(9) },
      { id: 'd', category: 'crédits', createdAt: at(2) },
      { id: 'e', category: 'Émploi', createdAt: at(0) },
      { id: 'f', category: 'Compte', createdAt: at(3) },
      { id: 'g', category: 'Offres', createdAt: at(4) },
    ];

    expect(publicFaqOrder(faqs).map((f) => f.id)).toEqual(['f', 'c', 'd', 'b', 'e', 'g', 'a']);
  });

  it('keeps a stable order for entries created at the same time, and leaves its input alone', () => {
    const faqs = [
      { id: 'z', category: 'Compte', createdAt: at(1) },
      { id: 'y', category: 'Compte', createdAt: at(1) },
    ];

    expect(publicFaqOrder(faqs).map((f) => f.id)).toEqual(['y', 'z']);
    expect(faqs.map((f) => f.id)).toEqual(['z', 'y']);
  });
});
