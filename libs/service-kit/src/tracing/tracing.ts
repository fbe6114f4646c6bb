import { PrismaInstrumentation } from '@prisma/instrumentation';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let provider: NodeTracerProvider | undefined;

/**
 * Registers the app's tracer. Trace context always travels (HTTP → NATS headers → JetStream
 * events) and tags log lines, so a request's lines can be joined across apps with no collector;
 * spans are recorded and exported over OTLP only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, as
 * recording every span costs CPU that nobody would read.
 */
export function startTracing(app: string, env: NodeJS.ProcessEnv = process.env): void {
  if (provider) return;
  const exporting = Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']);
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: app }),
    // Unsampled spans still carry a trace id: the ids travel, nothing is recorded.
    ...(exporting
      ? {
          spanProcessors: [
            new BatchSpanProcessor(new OTLPTraceExporter(), {
              scheduledDelayMillis: Number(env['OTEL_BSP_SCHEDULE_DELAY'] ?? 5_000),
            }),
          ],
        }
      : { sampler: new AlwaysOffSampler() }),
  });
  provider.register();
  // Prisma reports its operations and SQL queries as children of the active span.
  if (exporting) new PrismaInstrumentation().enable();
}

/** Sends the spans still buffered; called when the app stops. */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
  provider = undefined;
}
