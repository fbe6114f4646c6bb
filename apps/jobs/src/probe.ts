import { probeService } from '@liggeey/service-kit';

// Exec probe for containers: exit 0 only when `jobs.health` answers.
process.exitCode = await probeService('jobs');
