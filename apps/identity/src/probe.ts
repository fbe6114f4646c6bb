import { probeService } from '@liggeey/service-kit';

// Exec probe for containers: exit 0 only when `identity.health` answers.
process.exitCode = await probeService('identity');
