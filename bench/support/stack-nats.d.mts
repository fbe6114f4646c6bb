import { type NatsApp } from '@liggeey/contracts';
import { type NatsConnection } from '@nats-io/transport-node';

export function connectToStackNats(app: NatsApp): Promise<NatsConnection>;
