import { Controller } from '@nestjs/common';
import { ProfilesTradesRpc, type TradeCategoryDto } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { TradesService } from './trades.service.js';

@Controller()
export class TradesController {
  constructor(private readonly trades: TradesService) {}

  @RpcHandler(ProfilesTradesRpc.catalogue)
  catalogue(): Promise<TradeCategoryDto[]> {
    return this.trades.catalogue();
  }
}
