import { type Actor } from '@liggeey/contracts';
import { describe, expect, it } from 'vitest';
import { type ProfileRow, toProfileDto } from './profile-view.js';

const OWNER = '6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const row: ProfileRow = {
  id: OWNER,
  full_name: 'Awa Ndiaye',
  type: 'worker',
  profession: 'Couturier',
  category: 'Artisanat',
  description: null,
  profile_pic_url: null,
  cover_pic_url: null,
  cv_url: null,
  available: true,
  available_from: null,
  verified: true,
  price: 3000,
  rating_sum: 14,
  review_count: 3,
  follower_count: 2,
  phone: '+221 77 123 45 01',
  email: 'awa@exemple.sn',
  address: 'Médina, Dakar',
  created_at: new Date('2026-11-01T10:00:00Z'),
  boosted: false,
  locality_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  locality_name: 'Médina',
  locality_city: 'Dakar',
  followed_by_me: false,
};
const viewer = (type: Actor['type'], id = '11111111-2222-4333-8444-555555555555'): Actor => ({ id, type });

describe('toProfileDto', () => {
  it('gives the contact details to employers and to the owner, not to other workers, admins or visitors', () => {
    const contact = { phone: '+221 77 123 45 01', email: 'awa@exemple.sn', address: 'Médina, Dakar' };

    expect(toProfileDto(row, viewer('employer')).contact).toEqual(contact);
    expect(toProfileDto(row, viewer('worker', OWNER)).contact).toEqual(contact);
    expect(toProfileDto(row, viewer('worker')).contact).toBeNull();
    expect(toProfileDto(row, viewer('admin')).contact).toBeNull();
    expect(toProfileDto(row, null).contact).toBeNull();
  });

  it('derives the rating, the locality label and a rounded distance', () => {
    const dto = toProfileDto(row, viewer('worker'), 2.345);

    expect(dto.rating).toBeCloseTo(14 / 3);
    expect(dto.locality).toEqual({
      id: row.locality_id,
      name: 'Médina',
      city: 'Dakar',
      label: 'Médina, Dakar',
    });
    expect(dto.distanceKm).toBe(2.3);
    expect(dto.createdAt).toBe('2026-11-01T10:00:00.000Z');
    expect(toProfileDto({ ...row, review_count: 0, rating_sum: 0 }, null).rating).toBeNull();
    expect(
      toProfileDto({ ...row, locality_id: null, locality_name: null, locality_city: null }, null).locality,
    ).toBeNull();
  });
});
