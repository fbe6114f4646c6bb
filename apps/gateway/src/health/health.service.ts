import { Inject, Injectable } from '@nestjs/common';
import { type NatsConnection } from '@nats-io/transport-node';
import { SERVICE_NAMES, type ServiceName, healthRpc } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, NatsRpcClient } from '@liggeey/service-kit';
import { type GatewayConfig } from '../config/gateway-config.js';
import { type Health, type ServiceHealth } from './health.types.js';

@Injectable()
export class HealthService {
  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
  ) {}

  /**
   * The gateway's own link to NATS: a round trip to the server within the health timeout. Without
   * it no request can be served; with it, a stopped service only fails its own requests.
   */
  async natsReachable(): Promise<boolean> {
    if (this.connection.isClosed()) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.config.HEALTH_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.connection.flush().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

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
