import { probeService } from '@liggeey/service-kit';

// Exec probe for containers: exit 0 only when `feed.health` answers.
process.exitCode = await probeService('feed');
