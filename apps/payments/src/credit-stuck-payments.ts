import { PaymentsRpc } from '@liggeey/contracts';
import { NatsRpcClient, baseConfigSchema, loadConfig, natsConnectOptions } from '@liggeey/service-kit';
import { connect } from '@nats-io/transport-node';

// Operators: `node dist/credit-stuck-payments.js` beside a running payments service (same NATS_URL
// and NATS_NAMESPACE) credits every paid payment still without its credits and prints the report.
const REPAIR_TIMEOUT_MS = 5 * 60_000;

const config = loadConfig(baseConfigSchema);
const connection = await connect({ servers: config.NATS_URL, ...natsConnectOptions(config) });
try {
  const report = await new NatsRpcClient(connection, config.NATS_NAMESPACE).request(
    PaymentsRpc.creditStuck,
    {},
    { timeoutMs: REPAIR_TIMEOUT_MS },
  );
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.remaining.length === 0 ? 0 : 2;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await connection.close();
}
