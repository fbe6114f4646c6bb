import { type Server, createServer } from 'node:http';

/** What readiness checks, each answering within the probe timeout or counted as failing. */
export type ProbeChecks = Record<string, () => Promise<boolean>>;

export interface ProbeListenerOptions {
  port: number;
  host: string;
  checks: ProbeChecks;
  /** A check still running after this long counts as failing. */
  timeoutMs?: number;
  /** Answers `GET /metrics` (Prometheus' text format) when given. */
  metrics?: () => Promise<{ contentType: string; body: string }>;
}

/**
 * The orchestrator's probes, on a small HTTP listener of their own (no process per probe):
 *
 * - `GET /livez`: 200 while the process answers. Nothing else: a database or NATS outage must not
 *   restart every pod.
 * - `GET /readyz`: 200 when every check passes (for a service: its NATS connection and its
 *   database schema at the version of its code), else 503; the body names each check's result.
 * - `GET /metrics`: the process's metrics for Prometheus. On this port, never on the public one:
 *   only what reaches the pod (the scraper) can read them.
 */
export async function startProbeListener(options: ProbeListenerOptions): Promise<Server> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, { status: 'method not allowed' });
    if (path === '/livez') return send(200, { status: 'ok' });
    if (path === '/metrics' && options.metrics) {
      void options.metrics().then(
        ({ contentType, body }) => {
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          response.end(body);
        },
        () => send(500, { status: 'metrics unavailable' }),
      );
      return undefined;
    }
    if (path !== '/readyz') return send(404, { status: 'not found' });
    void runChecks(options.checks, timeoutMs).then((results) => {
      const ready = Object.values(results).every((result) => result === 'ok');
      send(ready ? 200 : 503, { status: ready ? 'ok' : 'not ready', ...results });
    });
    return undefined;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

async function runChecks(checks: ProbeChecks, timeoutMs: number): Promise<Record<string, 'ok' | 'failing'>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        const passed = await Promise.race([check(), timeout]);
        return [name, passed ? 'ok' : 'failing'] as const;
      } catch {
        return [name, 'failing'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(entries);
}
