import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type PortfolioItemDto,
  type PortfolioItemInputDto,
  ProfilesPortfolioRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { PortfolioService } from './portfolio.service.js';

@Controller()
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @RpcHandler(ProfilesPortfolioRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<{ ownerId: string }>): Promise<PortfolioItemDto[]> {
    return this.portfolio.list(actor, data.ownerId);
  }

  @RpcHandler(ProfilesPortfolioRpc.add)
  add(@Payload() { actor, data }: RpcEnvelope<{ input: PortfolioItemInputDto }>): Promise<PortfolioItemDto> {
    return this.portfolio.add(actor, data.input);
  }

  @RpcHandler(ProfilesPortfolioRpc.update)
  update(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; input: PortfolioItemInputDto }>,
  ): Promise<{ item: PortfolioItemDto; replacedFileUrl: string | null }> {
    return this.portfolio.update(actor, data.id, data.input);
  }

  @RpcHandler(ProfilesPortfolioRpc.delete)
  delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ fileUrl: string }> {
    return this.portfolio.delete(actor, data.id);
  }
}
