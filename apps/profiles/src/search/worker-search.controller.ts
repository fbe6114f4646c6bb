import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ProfilesRpc,
  type RpcEnvelope,
  type SearchSynonymDto,
  type WorkerSearch,
  type WorkerSearchResultDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { WorkerSearchService } from './worker-search.service.js';

@Controller()
export class WorkerSearchController {
  constructor(private readonly search: WorkerSearchService) {}

  @RpcHandler(ProfilesRpc.search)
  workers(@Payload() { actor, data }: RpcEnvelope<WorkerSearch>): Promise<WorkerSearchResultDto> {
    return this.search.search(actor, data);
  }

  @RpcHandler(ProfilesRpc.searchSynonyms)
  synonyms(): Promise<SearchSynonymDto[]> {
    return this.search.synonyms();
  }
}
