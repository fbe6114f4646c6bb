import { type NatsOptions, Transport } from '@nestjs/microservices';
import { type ServiceConfig } from '../config/load-config.js';

/** How every service listens on NATS: its queue group is its name, and it drains before stopping. */
export function natsServerOptions(name: string, config: ServiceConfig): NatsOptions {
  return {
    transport: Transport.NATS,
    options: {
      servers: [config.NATS_URL],
      queue: name,
      name,
      gracefulShutdown: true,
      gracePeriod: config.SHUTDOWN_GRACE_MS,
    },
  };
}
