import { Injectable } from '@nestjs/common';
import { type TradeCategoryDto } from '@liggeey/contracts';
import { tradeCatalogue } from './trade-catalogue.js';
import { TradesRepository } from './trades.repository.js';

/** The public trades catalogue with how many workers practise each trade. */
@Injectable()
export class TradesService {
  constructor(private readonly repository: TradesRepository) {}

  async catalogue(): Promise<TradeCategoryDto[]> {
    const trades = await this.repository.all();
    const workers = await this.repository.workersByProfession(trades.map((trade) => trade.name));
    return tradeCatalogue(trades, workers);
  }
}
