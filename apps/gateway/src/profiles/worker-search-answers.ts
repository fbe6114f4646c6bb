import { Inject, Injectable } from '@nestjs/common';
import { type Actor, ProfilesRpc, type RpcRequest, type WorkerSearchResultDto } from '@liggeey/contracts';
import { APP_CONFIG, NatsRpcClient, countReuse } from '@liggeey/service-kit';
import { LRUCache } from 'lru-cache';
import { type GatewayConfig } from '../config/gateway-config.js';

const MAX_ANSWERS = 5_000;

/**
 * Employers' and admins' worker searches as the profiles service answered them, reused for
 * PROFILES_GATEWAY_CACHE_TTL_MS by role and request: the searches employers repeat then cost this
 * gateway no NATS round trip. Only an answer the service marks as holding nothing of the viewer
 * beyond their role is kept (a worker's own card shows them their contact details: workers' are
 * never kept). Not `ReusedAnswers`: a request cannot join a read under way, whose answer may turn
 * out to be the asker's own. Forgotten at once when a profile changes through this gateway.
 */
@Injectable()
export class WorkerSearchAnswers {
  private readonly answers: LRUCache<string, WorkerSearchResultDto> | undefined;

  constructor(
    @Inject(APP_CONFIG) config: GatewayConfig,
    private readonly rpc: NatsRpcClient,
  ) {
    const ttl = config.PROFILES_GATEWAY_CACHE_TTL_MS;
    this.answers = ttl > 0 ? new LRUCache({ max: MAX_ANSWERS, ttl }) : undefined;
  }

  async search(request: RpcRequest<typeof ProfilesRpc.search>, actor: Actor): Promise<WorkerSearchResultDto> {
    const ask = () => this.rpc.request(ProfilesRpc.search, request, { actor });
    if (actor.type === 'worker' || !this.answers) return ask();
    const key = `${actor.type}:${JSON.stringify(request)}`;
    const reused = this.answers.get(key);
    countReuse('worker-search-answers', reused !== undefined);
    if (reused) return reused;
    const answer = await ask();
    if (!answer.viewerSpecific) this.answers.set(key, answer);
    return answer;
  }

  forget(): void {
    this.answers?.clear();
  }
}
