import { Inject, Injectable } from '@nestjs/common';
import { type TradeCategoryDto } from '@liggeey/contracts';
import { APP_CONFIG, ReusedAnswers } from '@liggeey/service-kit';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { tradeCatalogue } from './trade-catalogue.js';
import { TradesRepository } from './trades.repository.js';

/** The public trades catalogue with how many workers practise each trade. */
@Injectable()
export class TradesService {
  /** The catalogue with its counts, for TRADE_CATALOGUE_TTL_MS; concurrent visits share one read. */
  private readonly catalogues: ReusedAnswers<TradeCategoryDto[]>;

  constructor(
    private readonly repository: TradesRepository,
    @Inject(APP_CONFIG) config: ProfilesConfig,
  ) {
    this.catalogues = new ReusedAnswers('trade-catalogue', config.TRADE_CATALOGUE_TTL_MS, 1);
  }

  catalogue(): Promise<TradeCategoryDto[]> {
    return this.catalogues.get('all', async () => {
      const trades = await this.repository.all();
      const workers = await this.repository.workersByProfession(trades.map((trade) => trade.name));
      return tradeCatalogue(trades, workers);
    });
  }
}
