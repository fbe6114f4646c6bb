import { Controller } from '@nestjs/common';
import { type LocalityDto, ProfilesRpc } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { LocalitiesService } from './localities.service.js';

@Controller()
export class LocalitiesController {
  constructor(private readonly localities: LocalitiesService) {}

  @RpcHandler(ProfilesRpc.localities)
  list(): Promise<LocalityDto[]> {
    return this.localities.list();
  }
}
