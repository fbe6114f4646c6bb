import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_NAMES, type ServiceName, healthRpc } from '@liggeey/contracts';
import { APP_CONFIG, NatsRpcClient } from '@liggeey/service-kit';
import { type GatewayConfig } from '../config/gateway-config.js';
import { type Health, type ServiceHealth } from './health.types.js';

@Injectable()
export class HealthService {
  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Asks every service at once; one slow or stopped service costs at most the health timeout. */
  async checkAll(): Promise<Health> {
    const services = await Promise.all(SERVICE_NAMES.map((name) => this.check(name)));
    return { status: services.every((s) => s.status === 'ok') ? 'ok' : 'degraded', services };
  }

  async check(name: ServiceName): Promise<ServiceHealth> {
    const started = performance.now();
    try {
      await this.rpc.request(healthRpc(name), {}, { timeoutMs: this.config.HEALTH_TIMEOUT_MS });
      return { name, status: 'ok', latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      return { name, status: 'down', error: error instanceof Error ? error.message : String(error) };
    }
  }
}
