import { Inject, Injectable } from '@nestjs/common';
import { type TradeCategoryDto } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { LRUCache } from 'lru-cache';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { tradeCatalogue } from './trade-catalogue.js';
import { TradesRepository } from './trades.repository.js';

const CATALOGUE = 'catalogue';

/** The public trades catalogue with how many workers practise each trade. */
@Injectable()
export class TradesService {
  /**
   * The catalogue with its counts for TRADE_CATALOGUE_TTL_MS, then read again in the background
   * while the last one is still answered: no visit waits for the count (2.6 s on a million
   * profiles), and concurrent visits share one read.
   */
  private readonly catalogues: LRUCache<string, TradeCategoryDto[]> | undefined;

  constructor(
    private readonly repository: TradesRepository,
    @Inject(APP_CONFIG) config: ProfilesConfig,
  ) {
    if (config.TRADE_CATALOGUE_TTL_MS > 0)
      this.catalogues = new LRUCache({
        max: 1,
        ttl: config.TRADE_CATALOGUE_TTL_MS,
        allowStale: true,
        fetchMethod: () => this.read(),
      });
  }

  async catalogue(): Promise<TradeCategoryDto[]> {
    return (await this.catalogues?.fetch(CATALOGUE)) ?? this.read();
  }

  private async read(): Promise<TradeCategoryDto[]> {
    const trades = await this.repository.all();
    const workers = await this.repository.workersByProfession(trades.map((trade) => trade.name));
    return tradeCatalogue(trades, workers);
  }
}
