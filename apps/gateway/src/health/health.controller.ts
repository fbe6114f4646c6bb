import { Controller, Get, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorators.js';
import { HealthService } from './health.service.js';
import { type Health } from './health.types.js';

/** Probes for load balancers and orchestrators. */
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the gateway process answers. */
  @Public()
  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: every service answers through NATS. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const health = await this.health.checkAll();
    if (health.status !== 'ok') void reply.status(503);
    return health;
  }
}
