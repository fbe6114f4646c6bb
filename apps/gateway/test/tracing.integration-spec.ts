import {
  type AppProcess,
  type Backend,
  type Maildev,
  graphql,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** A span as an OpenTelemetry collector receives it over OTLP/HTTP JSON. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
}

interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

/** Stands in for an OpenTelemetry collector: keeps every span the apps export. */
async function startCollector(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport;
        for (const { resource, scopeSpans } of body.resourceSpans) {
          const service = resource.attributes.find((attribute) => attribute.key === 'service.name');
          for (const { spans: batch } of scopeSpans)
            for (const span of batch) spans.push({ ...span, service: service?.value.stringValue ?? '' });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

/** The JSON lines an app printed that name this trace. */
function linesOfTrace(app: AppProcess, traceId: string): Record<string, unknown>[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.includes(traceId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A W3C `traceparent` as a proxy or a browser would send it, with ids the test knows. */
function callerTrace(): { traceId: string; spanId: string; traceparent: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

describe('one trace from a GraphQL request through NATS to the services, their SQL and their events', () => {
  let backend: Backend;
  let maildev: Maildev;
  let collector: Awaited<ReturnType<typeof startCollector>>;

  const app = (name: 'identity' | 'profiles') => {
    const process = backend.services.get(name);
    if (!process) throw new Error(`${name} not started`);
    return process;
  };
  const spansOf = (traceId: string) => collector.spans.filter((span) => span.traceId === traceId);

  beforeAll(async () => {
    collector = await startCollector();
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'tracing',
      services: ['identity', 'profiles'],
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        // A line per handled message and event, so the test can find the service's own lines.
        LOG_LEVEL: 'debug',
        SMTP_URL: maildev.smtpUrl,
        WEB_URL: 'http://127.0.0.1:5173',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await backend.stop();
    maildev.stop();
    collector.server.close();
  });

  it('joins the gateway, the service and its Postgres queries in the caller’s trace, and the service logs it', async () => {
    const caller = callerTrace();
    const answer = await graphql<{ localities: { id: string }[] }>(
      backend.gatewayUrl,
      '{ localities { id } }',
      {
        headers: { traceparent: caller.traceparent },
      },
    );
    expect(answer.errors).toBeUndefined();

    const spans = await until(
      () => Promise.resolve(spansOf(caller.traceId)),
      // The gateway's request span ends after its answer, so its batch may come after the service's.
      (found) =>
        found.some((span) => span.name.startsWith('prisma:') && span.service === 'profiles') &&
        found.some((span) => span.service === 'gateway' && span.kind === SERVER),
    );
    const request = spans.find((span) => span.service === 'gateway' && span.kind === SERVER);
    expect(request?.parentSpanId).toBe(caller.spanId);
    const call = spans.find((span) => span.service === 'gateway' && span.kind === CLIENT);
    expect(call?.name).toBe('rpc profiles.localities.list');
    expect(call?.parentSpanId).toBe(request?.spanId);
    const handled = spans.find((span) => span.service === 'profiles' && span.kind === SERVER);
    expect(handled?.parentSpanId).toBe(call?.spanId);
    // Prisma's operation span hangs under the handler's, its SQL under the operation.
    const operation = spans.find((span) => span.name === 'prisma:client:operation');
    expect(operation?.parentSpanId).toBe(handled?.spanId);
    expect(spans.some((span) => span.name === 'prisma:client:db_query')).toBe(true);

    const lines = linesOfTrace(app('profiles'), caller.traceId);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({ app: 'profiles', traceId: caller.traceId });
  });

  it('carries the request id and the trace on a JetStream event to the handler’s log line', async () => {
    const caller = callerTrace();
    const response = await fetch(`${backend.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: caller.traceparent },
      body: JSON.stringify({
        query: 'mutation($i: SignUpInput!) { signUp(input: $i) { email } }',
        variables: {
          i: {
            type: 'worker',
            fullName: 'Ndèye Traçage',
            email: `trace-${caller.spanId}@exemple.sn`,
            password: 'Kaffrine-Traces-2026!',
            profession: 'Plombier',
          },
        },
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    // identity published the fact; profiles handled it in the same trace and request.
    const handled = await until(
      () => Promise.resolve(linesOfTrace(app('profiles'), caller.traceId)),
      (lines) => lines.some((line) => line['msg'] === 'Event handled'),
    );
    expect(handled.find((line) => line['msg'] === 'Event handled')).toMatchObject({
      event: 'identity.user.registered',
      requestId,
      traceId: caller.traceId,
    });
    const spans = await until(
      () => Promise.resolve(spansOf(caller.traceId)),
      (found) => found.some((span) => span.kind === CONSUMER && span.service === 'profiles'),
    );
    const consumed = spans.find((span) => span.kind === CONSUMER && span.service === 'profiles');
    expect(consumed?.name).toBe('event identity.user.registered');
    const signUp = spans.find((span) => span.service === 'identity' && span.kind === SERVER);
    expect(signUp?.name).toBe('rpc identity.signUp');
    expect(linesOfTrace(app('identity'), caller.traceId).length).toBeGreaterThan(0);
  });
});
