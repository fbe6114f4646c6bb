import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics, scraped by Prometheus at `/metrics` of the probe listener (HEALTH_PORT).
 * One registry per process: every app is its own process, so its metrics carry its name once.
 */
export const metricsRegistry = new Registry();

let started = false;

/** Names the app on every series and adds Node's own (event loop lag, heap, GC, handles). */
export function startProcessMetrics(app: string): void {
  if (started) return;
  started = true;
  metricsRegistry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The scrape's answer, in Prometheus' text format. */
export async function scrapeMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
