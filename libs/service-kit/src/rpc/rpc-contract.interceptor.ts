import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  Optional,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type NatsContext } from '@nestjs/microservices';
import { type MsgHdrs } from '@nats-io/transport-node';
import { type Context, SpanKind, context as traceContext, trace } from '@opentelemetry/api';
import {
  type Actor,
  type CallerTable,
  ErrorCode,
  type RpcContract,
  callerRefusal,
  envelopeSchema,
  validationMessage,
} from '@liggeey/contracts';
import { Observable, tap } from 'rxjs';
import { type z } from 'zod';
import { DomainException } from '../errors/domain.exception.js';
import { resultCode, rpcServerDuration } from '../metrics/rpc-metrics.js';
import { CALLER_TABLE } from './caller-table.token.js';
import { NUL_CHARACTER_MESSAGE, containsNulCharacter } from './nul-characters.js';
import { traceContextOf, tracer } from '../tracing/nats-trace-context.js';
import { rpcSpanAttributes, spanStatusOf } from '../tracing/rpc-span.js';
import { RPC_CONTRACT } from './rpc-contract.metadata.js';
import { requestIdOf } from './nats-request-id.js';
import { runWithRequestContext } from './request-context.js';

/**
 * Validates the envelope a handler receives against its contract (a NUL character in any text is
 * refused first), checks its actor against the service's caller table when it has one, and runs
 * the handler inside the caller's request id and trace (a span joined to the caller's). The answer is validated once, by the caller
 * (`NatsRpcClient`), which must not trust it anyway: checking it here too doubled that cost.
 */
@Injectable()
export class RpcContractInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Optional() @Inject(CALLER_TABLE) private readonly callers: CallerTable | null = null,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<RpcContract<z.ZodType, z.ZodType> | undefined>(
      RPC_CONTRACT,
      context.getHandler(),
    );
    if (!contract) return next.handle();

    const stop = rpcServerDuration.startTimer({ subject: contract.subject });
    const nats = context.switchToRpc().getContext<NatsContext>();
    const caller = traceContextOf(nats.getHeaders() as MsgHdrs | undefined);
    const span = tracer.startSpan(
      `rpc ${contract.subject}`,
      { kind: SpanKind.SERVER, attributes: rpcSpanAttributes(contract.subject) },
      caller,
    );
    const finish = (code: string) => {
      stop({ code });
      span.setStatus(spanStatusOf(code));
      span.end();
    };
    try {
      return this.handle(contract, context, next, trace.setSpan(caller, span)).pipe(
        tap({ complete: () => finish('OK'), error: (error: unknown) => finish(resultCode(error)) }),
      );
    } catch (error) {
      finish(resultCode(error));
      throw error;
    }
  }

  private handle(
    contract: RpcContract<z.ZodType, z.ZodType>,
    context: ExecutionContext,
    next: CallHandler,
    traced: Context,
  ): Observable<unknown> {
    const rpc = context.switchToRpc();
    const requestId = requestIdOf(rpc.getContext<NatsContext>());
    // Refused for every operation here rather than failing as INTERNAL at the database.
    if (containsNulCharacter(rpc.getData())) {
      throw new DomainException(ErrorCode.ValidationFailed, NUL_CHARACTER_MESSAGE);
    }
    const envelope = envelopeSchema(contract.request).safeParse(rpc.getData());
    if (!envelope.success) {
      throw new DomainException(ErrorCode.ValidationFailed, validationMessage(envelope.error), {
        issues: envelope.error.issues,
      });
    }
    this.checkCaller(contract.subject, envelope.data.actor);
    // The handler is called with this same argument array, so it receives the parsed envelope
    // (defaults applied, unknown keys stripped) rather than the raw message.
    context.getArgs<unknown[]>()[0] = envelope.data;

    return new Observable((subscriber) =>
      traceContext.with(traced, () =>
        runWithRequestContext({ requestId }, () => next.handle().subscribe(subscriber)),
      ),
    );
  }

  private checkCaller(subject: string, actor: Actor | null): void {
    if (!this.callers) return;
    const rule = this.callers[subject];
    const refusal = rule ? callerRefusal(rule, actor) : 'forbidden';
    if (refusal === 'unauthenticated') throw new DomainException(ErrorCode.Unauthenticated);
    if (refusal === 'forbidden') throw new DomainException(ErrorCode.Forbidden);
  }
}
