import { type AppProcess } from './app-process.js';

/** Where an app's probe listener went (HEALTH_PORT=0 picks a free port and logs it). */
export function probeUrl(app: AppProcess): string {
  const port = /probes on http:\/\/127\.0\.0\.1:(\d+)/.exec(app.output())?.[1];
  if (!port) throw new Error(`no probe listener in:\n${app.output()}`);
  return `http://127.0.0.1:${port}`;
}

/** The sum of the samples of `name` whose labels include all of `labels`, in Prometheus text. */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const own = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own.get(key) === value)) {
      total = (total ?? 0) + Number(match[3]);
    }
  }
  return total;
}
