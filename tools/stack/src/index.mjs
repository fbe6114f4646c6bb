export { ensureInfrastructure } from './infrastructure.mjs';
export { applications, SERVICES, stackEnv, stackProbePort } from './apps.mjs';
export { Supervisor } from './supervisor.mjs';
export { ROOT } from './paths.mjs';
export { PASSWORDS_FILE, stackNatsPort } from './nats-identities.mjs';
