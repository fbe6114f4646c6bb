import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type CallerTable,
  ErrorCode,
  type RpcContract,
  REQUEST_ID_HEADER,
  isRpcError,
  rpcSubject,
  validationMessage,
} from '@liggeey/contracts';
import {
  type MsgHdrs,
  type Msg,
  type NatsConnection,
  RequestError,
  TimeoutError,
  headers,
} from '@nats-io/transport-node';
import { SpanKind } from '@opentelemetry/api';
import { type z } from 'zod';
import { resultCode, rpcClientDuration, rpcHedges } from '../metrics/rpc-metrics.js';
import { injectTraceContext, tracer } from '../tracing/nats-trace-context.js';
import { rpcSpanAttributes, spanStatusOf } from '../tracing/rpc-span.js';
import { HedgeBudget } from './hedge-budget.js';
import { RpcCallError } from './rpc-call.error.js';
import { currentRequestId } from './request-context.js';

/** The spec's client timeout: nobody waits longer than 10 s for an answer. */
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

/**
 * A read unanswered after this long is asked once more. Reads answer well under it at p99
 * (docs/performance.md); past it, the instance NATS gave the request to has most likely died with
 * it (a crash, a killed pod), and the second request goes to a survivor instead of waiting 10 s.
 */
export const DEFAULT_HEDGE_AFTER_MS = 1_000;

export interface NatsRpcClientOptions {
  /**
   * Set where the client speaks for people (the gateway): a request without an actor is then a
   * visitor's and may only reach the `public` operations of this table, never one that trusts a null
   * actor as a service (granting credits, spending them for someone).
   */
  visitorCallers?: CallerTable;
  /** When an unanswered read (`defineQuery`) is asked again; tests shorten it. */
  hedgeAfterMs?: number;
}

export interface RpcCallOptions {
  actor?: Actor | null;
  timeoutMs?: number;
}

/**
 * Typed request/reply over NATS, speaking the wire format of Nest's NATS server
 * (`{ pattern, data, id }` in, `{ err, response }` out). It uses the connection's shared reply
 * inbox, and NATS' "no responders" status makes a stopped service fail at once instead of
 * waiting for the timeout. A read still unanswered after `hedgeAfterMs` is hedged: sent once more,
 * the first answer wins.
 */
export class NatsRpcClient {
  private readonly hedgeBudget = new HedgeBudget();

  constructor(
    private readonly connection: NatsConnection,
    /** The environment's `NATS_NAMESPACE`: requests go to `<namespace>.rpc.<subject>`. */
    private readonly namespace: string,
    private readonly options: NatsRpcClientOptions = {},
  ) {}

  async request<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    data: z.input<Req>,
    options: RpcCallOptions = {},
  ): Promise<z.output<Res>> {
    const stop = rpcClientDuration.startTimer({ subject: contract.subject });
    return tracer.startActiveSpan(
      `rpc ${contract.subject}`,
      { kind: SpanKind.CLIENT, attributes: rpcSpanAttributes(contract.subject) },
      async (span) => {
        try {
          const answer = await this.call(contract, data, options);
          stop({ code: 'OK' });
          return answer;
        } catch (error) {
          const code = resultCode(error);
          stop({ code });
          span.setStatus(spanStatusOf(code));
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  private async call<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    data: z.input<Req>,
    options: RpcCallOptions,
  ): Promise<z.output<Res>> {
    const { subject } = contract;
    const actor = options.actor ?? null;
    const rule = actor ? undefined : this.options.visitorCallers?.[subject];
    if (rule && rule !== 'public') {
      throw new RpcCallError(ErrorCode.Internal, 'Une erreur est survenue.', subject, {
        reason: 'actor-required',
      });
    }
    const input = contract.request.safeParse(data);
    if (!input.success) {
      throw new RpcCallError(ErrorCode.ValidationFailed, validationMessage(input.error), subject, {
        issues: input.error.issues,
      });
    }
    const packet = {
      pattern: subject,
      id: randomUUID(),
      data: { actor, data: input.data },
    };
    const requestHeaders = headers();
    requestHeaders.set(REQUEST_ID_HEADER, currentRequestId() ?? packet.id);
    injectTraceContext(requestHeaders);

    let reply: { err?: unknown; response?: unknown };
    try {
      const message = await this.send(
        contract,
        JSON.stringify(packet),
        requestHeaders,
        options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
      );
      reply = message.json();
    } catch (error) {
      throw unavailable(subject, error);
    }

    if (reply.err !== undefined && reply.err !== null) {
      if (isRpcError(reply.err))
        throw new RpcCallError(reply.err.code, reply.err.message, subject, reply.err.details);
      throw new RpcCallError(ErrorCode.Internal, 'Une erreur est survenue.', subject);
    }
    const output = contract.response.safeParse(reply.response);
    if (!output.success) {
      throw new RpcCallError(ErrorCode.Internal, 'Une erreur est survenue.', subject, {
        issues: output.error.issues,
      });
    }
    return output.data;
  }

  /**
   * The request, and for a read a hedge: if no answer came after `hedgeAfterMs`, the same request
   * once more (to whichever instance NATS picks), ending at the same deadline; the first answer
   * wins, and it fails only when every request sent has failed.
   */
  private send(
    contract: RpcContract<z.ZodType, z.ZodType>,
    payload: string,
    requestHeaders: MsgHdrs,
    timeout: number,
  ): Promise<Msg> {
    const subject = rpcSubject(this.namespace, contract.subject);
    const first = this.connection.request(subject, payload, { timeout, headers: requestHeaders });
    const hedgeAfterMs = this.options.hedgeAfterMs ?? DEFAULT_HEDGE_AFTER_MS;
    if (!contract.idempotent || hedgeAfterMs >= timeout) return first;
    return new Promise<Msg>((resolve, reject) => {
      let pending = 1;
      let firstError: Error | undefined;
      const failed = (error: Error) => {
        firstError ??= error;
        pending -= 1;
        if (pending === 0) reject(firstError);
      };
      const hedge = setTimeout(() => {
        if (!this.hedgeBudget.spend()) return;
        pending += 1;
        rpcHedges.inc({ subject: contract.subject });
        this.connection
          .request(subject, payload, { timeout: timeout - hedgeAfterMs, headers: requestHeaders })
          .then(resolve, failed);
      }, hedgeAfterMs);
      first.then(
        (message) => {
          clearTimeout(hedge);
          this.hedgeBudget.answered();
          resolve(message);
        },
        (error: unknown) => {
          clearTimeout(hedge);
          failed(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}

function unavailable(subject: string, cause: unknown): RpcCallError {
  const service = subject.split('.')[0] ?? subject;
  const reason =
    cause instanceof TimeoutError || (cause instanceof RequestError && cause.cause instanceof TimeoutError)
      ? 'timeout'
      : cause instanceof RequestError && cause.isNoResponders()
        ? 'no-responders'
        : 'transport';
  return new RpcCallError(
    ErrorCode.ServiceUnavailable,
    `Le service ${service} ne répond pas. Veuillez réessayer plus tard.`,
    subject,
    { service, reason },
  );
}
