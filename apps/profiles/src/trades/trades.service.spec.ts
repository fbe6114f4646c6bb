import { type TradeCategoryDto } from '@liggeey/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { type TradesRepository } from './trades.repository.js';
import { TradesService } from './trades.service.js';

const PLOMBIER = {
  id: 'b7a4f2d0-0000-4000-8000-000000000001',
  name: 'Plombier',
  category: 'Artisanat',
  description: 'Installe et répare les canalisations.',
  skills: [],
  salaryMin: 100_000,
  salaryMax: 250_000,
  sortOrder: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
};

/** The trades table with one trade, and plumbers counted by a read the test can hold back. */
function repository() {
  const reads: { release: (plumbers: number) => void }[] = [];
  const repo = {
    all: () => Promise.resolve([PLOMBIER]),
    workersByProfession: () =>
      new Promise<Map<string, number>>((resolve) =>
        reads.push({ release: (plumbers) => resolve(new Map([['Plombier', plumbers]])) }),
      ),
  };
  return { repo: repo as unknown as TradesRepository, reads };
}

const plumbers = (catalogue: TradeCategoryDto[]) =>
  catalogue.flatMap((category) => category.trades).find((trade) => trade.name === 'Plombier')?.workerCount;

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TradesService', () => {
  it('counts once for concurrent visits, then answers the last count while it counts again', async () => {
    const { repo, reads } = repository();
    const service = new TradesService(repo, { TRADE_CATALOGUE_TTL_MS: 50 } as ProfilesConfig);

    const visits = [service.catalogue(), service.catalogue()];
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]?.release(3);
    expect((await Promise.all(visits)).map(plumbers)).toEqual([3, 3]);

    await sleep(60);
    // Past the TTL: the last count at once, and one count started behind it.
    expect(plumbers(await service.catalogue())).toBe(3);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.release(4);
    await settle();
    expect(plumbers(await service.catalogue())).toBe(4);
  });

  it('counts at each visit when the TTL is 0', async () => {
    const { repo, reads } = repository();
    const service = new TradesService(repo, { TRADE_CATALOGUE_TTL_MS: 0 } as ProfilesConfig);
    const first = service.catalogue();
    await settle();
    reads[0]?.release(1);
    expect(plumbers(await first)).toBe(1);
    const second = service.catalogue();
    await settle();
    reads[1]?.release(2);
    expect(plumbers(await second)).toBe(2);
  });
});
