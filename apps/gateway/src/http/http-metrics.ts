import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { metricsRegistry } from '@liggeey/service-kit';
import { Histogram } from 'prom-client';

const httpDuration = new Histogram({
  name: 'liggeey_http_request_duration_seconds',
  help: 'HTTP requests the gateway answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Times every answer; the route is the pattern (`/files/*`), never the path a client chose. */
export function registerHttpMetrics(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', async (request, reply) => {
      httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1_000,
      );
    });
}
