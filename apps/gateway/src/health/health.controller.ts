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

  /**
   * Readiness: the gateway can reach NATS. A service that is down does not take the gateway (and
   * sign-in, and every other service's pages) out of its Service: the body reports it
   * (`status: 'degraded'`, the service `down`), and only its own requests fail. 503 when NATS itself
   * cannot be reached.
   */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health & { nats: 'ok' | 'down' }> {
    const [nats, health] = await Promise.all([this.health.natsReachable(), this.health.checkAll()]);
    if (!nats) void reply.status(503);
    return { status: health.status, services: health.services, nats: nats ? 'ok' : 'down' };
  }
}
