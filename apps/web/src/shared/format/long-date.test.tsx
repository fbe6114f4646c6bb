import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  const intl = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

  it.each([
    '2026-01-01T00:00:00',
    '2026-02-28T12:00:00',
    '2024-02-29T23:59:59',
    '2026-08-15T08:30:00',
    '2026-12-31T23:59:59',
    '1999-10-09T04:00:00',
    ...Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-10T10:00:00`),
  ])('writes %s as Intl.DateTimeFormat("fr-FR", { dateStyle: "long" }) does', (iso) => {
    const date = new Date(iso);
    expect(formatLongDate(date)).toBe(intl.format(date));
  });
});
