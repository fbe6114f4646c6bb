import { ErrorCode, defineQuery, defineRpc, rpcSubject } from '@liggeey/contracts';
import { type Msg, type NatsConnection, type Subscription, connect } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { NatsRpcClient, RpcCallError, metricsRegistry } from '../src/index.js';

const namespace = `hedge_${randomBytes(4).toString('hex')}`;
const read = defineQuery(
  `hedge.${randomBytes(4).toString('hex')}.read`,
  z.object({}),
  z.object({ by: z.string() }),
);
const write = defineRpc(
  `hedge.${randomBytes(4).toString('hex')}.write`,
  z.object({}),
  z.object({ by: z.string() }),
);
const HEDGE_AFTER_MS = 300;
const QUEUE = 'instances';

/** An instance of the service: answers after `delayMs`, or takes requests and dies with them. */
class Instance {
  readonly received: Msg[] = [];
  private readonly subscription: Subscription;

  constructor(
    connection: NatsConnection,
    subject: string,
    private readonly name: string,
    behaviour: { delayMs: number } | 'dies-with-its-first-request',
  ) {
    this.subscription = connection.subscribe(rpcSubject(namespace, subject), {
      queue: QUEUE,
      callback: (_error, message) => {
        this.received.push(message);
        if (behaviour === 'dies-with-its-first-request') {
          this.subscription.unsubscribe();
          return;
        }
        setTimeout(() => message.respond(JSON.stringify({ response: { by: this.name } })), behaviour.delayMs);
      },
    });
  }

  stop(): void {
    if (!this.subscription.isClosed()) this.subscription.unsubscribe();
  }
}

async function hedgesOf(subject: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('liggeey_rpc_hedges_total')?.get();
  return metric?.values.find((value) => value.labels.subject === subject)?.value ?? 0;
}

describe('NatsRpcClient hedging reads', () => {
  let services: NatsConnection;
  let gateway: NatsConnection;
  let client: NatsRpcClient;
  const instances: Instance[] = [];

  beforeAll(async () => {
    services = await connect({ servers: inject('infra').natsUrl });
    gateway = await connect({ servers: inject('infra').natsUrl });
    client = new NatsRpcClient(gateway, namespace, { hedgeAfterMs: HEDGE_AFTER_MS });
  });

  afterEach(() => {
    for (const instance of instances.splice(0)) instance.stop();
  });

  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  function start(subject: string, name: string, behaviour: ConstructorParameters<typeof Instance>[3]) {
    const instance = new Instance(services, subject, name, behaviour);
    instances.push(instance);
    return instance;
  }

  it('asks a read again when the instance that took it died, and the survivor answers long before the timeout', async () => {
    const dying = start(read.subject, 'dying', 'dies-with-its-first-request');
    await services.flush();
    const hedgesBefore = await hedgesOf(read.subject);
    const started = performance.now();
    const answer = client.request(read, {});
    // The survivor subscribes once the request is with the dying instance.
    await expect.poll(() => dying.received.length).toBe(1);
    const survivor = start(read.subject, 'survivor', { delayMs: 0 });
    await services.flush();

    await expect(answer).resolves.toEqual({ by: 'survivor' });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(survivor.received).toHaveLength(1);
    expect(await hedgesOf(read.subject)).toBe(hedgesBefore + 1);
  });

  it('sends nothing more when the read is answered before the hedge delay', async () => {
    const instance = start(read.subject, 'quick', { delayMs: 50 });
    await services.flush();
    const hedgesBefore = await hedgesOf(read.subject);

    await expect(client.request(read, {})).resolves.toEqual({ by: 'quick' });
    await new Promise((resolve) => setTimeout(resolve, HEDGE_AFTER_MS * 2));
    expect(instance.received).toHaveLength(1);
    expect(await hedgesOf(read.subject)).toBe(hedgesBefore);
  });

  it('keeps a slow first answer when the hedge is slower still', async () => {
    const instance = start(read.subject, 'slow', { delayMs: HEDGE_AFTER_MS + 200 });
    await services.flush();

    await expect(client.request(read, {})).resolves.toEqual({ by: 'slow' });
    expect(instance.received).toHaveLength(2);
  });

  it('never sends an operation that changes something twice: it times out instead', async () => {
    const dying = start(write.subject, 'dying', 'dies-with-its-first-request');
    await services.flush();
    const answer = client.request(write, {}, { timeoutMs: 1_500 }).catch((error: unknown) => error);
    await expect.poll(() => dying.received.length).toBe(1);
    const survivor = start(write.subject, 'survivor', { delayMs: 0 });
    await services.flush();

    const error = await answer;
    expect(error).toBeInstanceOf(RpcCallError);
    expect((error as RpcCallError).code).toBe(ErrorCode.ServiceUnavailable);
    expect((error as RpcCallError).details).toMatchObject({ reason: 'timeout' });
    expect(survivor.received).toHaveLength(0);
  });
});
