import { SERVICE_NAMES } from './common/services.js';
import { healthRpc } from './common/rpc.js';

/** The health operation of every service, for the gateway's fan-out. */
export const ALL_HEALTH_RPCS = SERVICE_NAMES.map((service) => ({ service, rpc: healthRpc(service) }));
