import { type ServiceName, healthRpc } from '@liggeey/contracts';
import { connect } from '@nats-io/transport-node';
import { loadConfig, natsConnectOptions, serviceConfigSchema } from '../config/load-config.js';
import { NatsRpcClient } from '../rpc/nats-rpc.client.js';

const PROBE_TIMEOUT_MS = 3_000;

/** Asks a running service for its health over NATS; returns the process exit code to use. */
export async function probeService(service: ServiceName): Promise<number> {
  const config = loadConfig(serviceConfigSchema);
  const connection = await connect({
    servers: config.NATS_URL,
    ...natsConnectOptions(config),
    timeout: PROBE_TIMEOUT_MS,
  });
  try {
    await new NatsRpcClient(connection, config.NATS_NAMESPACE).request(
      healthRpc(service),
      {},
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await connection.close();
  }
}
