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
import { type NatsConnection, RequestError, TimeoutError, headers } from '@nats-io/transport-node';
import { type z } from 'zod';
import { resultCode, rpcClientDuration } from '../metrics/rpc-metrics.js';
import { RpcCallError } from './rpc-call.error.js';
import { currentRequestId } from './request-context.js';

/** The spec's client timeout: nobody waits longer than 10 s for an answer. */
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

export interface NatsRpcClientOptions {
  /**
   * Set where the client speaks for people (the gateway): a request without an actor is then a
   * visitor's and may only reach the `public` operations of this table, never one that trusts a null
   * actor as a service (granting credits, spending them for someone).
   */
  visitorCallers?: CallerTable;
}

export interface RpcCallOptions {
  actor?: Actor | null;
  timeoutMs?: number;
}

/**
 * Typed request/reply over NATS, speaking the wire format of Nest's NATS server
 * (`{ pattern, data, id }` in, `{ err, response }` out). It uses the connection's shared reply
 * inbox, and NATS' "no responders" status makes a stopped service fail at once instead of
 * waiting for the timeout.
 */
export class NatsRpcClient {
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
    try {
      const answer = await this.call(contract, data, options);
      stop({ code: 'OK' });
      return answer;
    } catch (error) {
      stop({ code: resultCode(error) });
      throw error;
    }
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

    let reply: { err?: unknown; response?: unknown };
    try {
      const message = await this.connection.request(
        rpcSubject(this.namespace, subject),
        JSON.stringify(packet),
        {
          timeout: options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
          headers: requestHeaders,
        },
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
