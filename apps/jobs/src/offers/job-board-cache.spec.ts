import { type JobBoardPageDto, type JobSearchDto } from '@liggeey/contracts';
import { describe, expect, it } from 'vitest';
import { type JobsConfig } from '../config/jobs-config.js';
import { JobBoardCache } from './job-board-cache.js';

const search = (overrides: Partial<JobSearchDto> = {}): JobSearchDto => ({
  q: null,
  category: null,
  contractType: null,
  location: null,
  salaryMin: null,
  salaryMax: null,
  postedWithin: null,
  page: 1,
  pageSize: 20,
  ...overrides,
});
const page = (total: number): JobBoardPageDto => ({ total, page: 1, pageSize: 20, items: [] });
const cache = (ttl: number) => new JobBoardCache({ JOBS_CACHE_TTL_MS: ttl } as JobsConfig);

describe('JobBoardCache', () => {
  it('reads a search once while it is fresh, and each search on its own', async () => {
    const board = cache(60_000);
    let reads = 0;
    const read = () => Promise.resolve(page(++reads));
    expect(await board.page(search(), read)).toEqual(page(1));
    expect(await board.page(search(), read)).toEqual(page(1));
    expect(await board.page(search({ q: 'plombier' }), read)).toEqual(page(2));
    expect(await board.page(search({ page: 2 }), read)).toEqual(page(3));
    expect(await board.page(search({ salaryMin: 100_000 }), read)).toEqual(page(4));
    expect(await board.page(search({ postedWithin: 'WEEK' }), read)).toEqual(page(5));
  });

  it('hands out reused pages frozen, so their JSON can be written once', async () => {
    const board = cache(60_000);
    const read = () => Promise.resolve(page(1));
    const first = await board.page(search(), read);
    expect(await board.page(search(), read)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.items)).toBe(true);
  });

  it('reads again after forget(), as after an offer changed', async () => {
    const board = cache(60_000);
    let reads = 0;
    const read = () => Promise.resolve(page(++reads));
    await board.page(search(), read);
    board.forget();
    expect(await board.page(search(), read)).toEqual(page(2));
  });

  it('never reuses a page when the TTL is 0', async () => {
    const board = cache(0);
    let reads = 0;
    const read = () => Promise.resolve(page(++reads));
    await board.page(search(), read);
    expect(await board.page(search(), read)).toEqual(page(2));
  });
});
