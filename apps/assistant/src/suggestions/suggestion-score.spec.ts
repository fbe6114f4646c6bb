import { type ProfileDto } from '@liggeey/contracts';
import { describe, expect, it } from 'vitest';
import { suggestionReason, suggestionScore } from './suggestion-score.js';

const NOW = new Date('2026-11-25T12:00:00Z');

function worker(overrides: Partial<ProfileDto>): ProfileDto {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Moussa Diop',
    type: 'worker',
    profession: 'Plombier',
    category: null,
    description: null,
    profilePicUrl: null,
    coverPicUrl: null,
    cvUrl: null,
    available: false,
    availableFrom: null,
    verified: false,
    price: 3000,
    rating: null,
    reviewCount: 0,
    followerCount: 0,
    followedByMe: false,
    locality: null,
    boosted: false,
    contact: null,
    distanceKm: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('suggestionScore', () => {
  it('puts an available, well-rated, verified professional nearby above a better text match', () => {
    const good = worker({ available: true, rating: 4.8, reviewCount: 12, verified: true, distanceKm: 3 });
    const textOnly = worker({});
    expect(suggestionScore(good, 3, 10, NOW)).toBeGreaterThan(suggestionScore(textOnly, 0, 10, NOW));
  });

  it('trusts an average more with more reviews', () => {
    expect(suggestionScore(worker({ rating: 5, reviewCount: 20 }), 0, 5, NOW)).toBeGreaterThan(
      suggestionScore(worker({ rating: 5, reviewCount: 1 }), 0, 5, NOW),
    );
  });
});

describe('suggestionReason', () => {
  it('says why in one French line', () => {
    expect(
      suggestionReason(worker({ available: true, rating: 4.8, reviewCount: 12, distanceKm: 3.2 }), 'Pikine'),
    ).toBe('Disponible maintenant · 4,8/5 sur 12 avis · à 3 km de Pikine');
    expect(suggestionReason(worker({ availableFrom: '2026-12-03', verified: true }), null)).toBe(
      'Disponible à partir du 3 décembre · Profil vérifié',
    );
    expect(suggestionReason(worker({}), null)).toBe('Plombier');
  });
});
