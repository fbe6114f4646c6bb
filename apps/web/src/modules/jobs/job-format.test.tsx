import { describe, expect, it } from 'vitest';
import { excerpt, formatJobDate, readJobFilters, writeJobFilters } from './job-format';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describe('job-format', () => {
  it('dates a job relatively within a week and as dd/mm/yyyy before', () => {
    expect(formatJobDate('2026-11-22T11:59:40.000Z', NOW)).toBe("à l'instant");
    expect(formatJobDate('2026-11-22T11:15:00.000Z', NOW)).toBe('il y a 45 minutes');
    expect(formatJobDate('2026-11-22T09:00:00.000Z', NOW)).toBe('il y a 3 heures');
    expect(formatJobDate('2026-11-21T10:00:00.000Z', NOW)).toBe('hier');
    expect(formatJobDate('2026-11-18T10:00:00.000Z', NOW)).toBe('il y a 4 jours');
    expect(formatJobDate('2026-11-10T10:00:00.000Z', NOW)).toBe('10/11/2026');
  });

  it('cuts a long description on a word', () => {
    expect(excerpt('Court texte.')).toBe('Court texte.');
    expect(excerpt('un deux trois quatre', 12)).toBe('un deux…');
  });

  it('reads and writes the filters of the address, keeping the open tab', () => {
    const params = new URLSearchParams('tab=candidatures&q=%20ma%C3%A7on%20&page=x&location=');
    expect(readJobFilters(params)).toEqual({ q: 'maçon', page: 1 });
    const written = writeJobFilters(params, { q: 'maçon', category: 'BTP', page: 2 });
    expect(written.toString()).toBe('tab=candidatures&q=ma%C3%A7on&page=2&category=BTP');
  });

  it('keeps only the salary bounds and period the API accepts from an edited address', () => {
    expect(
      readJobFilters(new URLSearchParams('salaryMin=100000&salaryMax=250000&postedWithin=MONTH')),
    ).toEqual({
      salaryMin: 100_000,
      salaryMax: 250_000,
      postedWithin: 'MONTH',
      page: 1,
    });
    expect(readJobFilters(new URLSearchParams('salaryMin=-5&salaryMax=1.5&postedWithin=YEAR'))).toEqual({
      page: 1,
    });
    expect(readJobFilters(new URLSearchParams('salaryMin=300000&salaryMax=100000'))).toEqual({
      salaryMin: 300_000,
      page: 1,
    });
  });
});
