import { z } from 'zod';
import { actorSchema } from './actor.js';
import { type ServiceName } from './services.js';

/** Header carrying the request id across the gateway and every NATS hop. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request/reply operation on NATS. Both sides validate against the same schemas:
 * the caller before sending and after receiving, the handler on arrival.
 */
export interface RpcContract<Req extends z.ZodType, Res extends z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly response: Res;
  /** A read without effects (`defineQuery`): asking it twice is harmless, so a caller may ask again. */
  readonly idempotent?: true;
}

/** The NATS subject of an operation in an environment (see `NATS_NAMESPACE`). */
export function rpcSubject(namespace: string, subject: string): string {
  return `${namespace}.rpc.${subject}`;
}

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  response: Res,
): RpcContract<Req, Res> {
  return { subject, request, response };
}

/**
 * A read: answering it changes nothing, so a caller whose request went to an instance that died
 * with it may send it again (NatsRpcClient hedges these).
 */
export function defineQuery<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  response: Res,
): RpcContract<Req, Res> {
  return { subject, request, response, idempotent: true };
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Every request is wrapped with the actor (null for a visitor) so services can check access.
 * Built once per request schema: zod compiles a schema on first use, not on every message.
 */
export function envelopeSchema<T extends z.ZodType>(data: T): z.ZodType<RpcEnvelope<z.output<T>>> {
  let envelope = envelopes.get(data);
  if (!envelope) {
    envelope = z.object({ actor: actorSchema.nullable(), data });
    envelopes.set(data, envelope);
  }
  return envelope as z.ZodType<RpcEnvelope<z.output<T>>>;
}
export type RpcEnvelope<T> = { actor: z.infer<typeof actorSchema> | null; data: T };

export type RpcRequest<C> = C extends RpcContract<infer Req, z.ZodType> ? z.input<Req> : never;
export type RpcResponse<C> = C extends RpcContract<z.ZodType, infer Res> ? z.output<Res> : never;

export const healthResponseSchema = z.object({
  service: z.string(),
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const healthRequestSchema = z.object({});
const healthRpcs = new Map<
  ServiceName,
  RpcContract<typeof healthRequestSchema, typeof healthResponseSchema>
>();

/** `<service>.health`: answered only when the service can reach its database. */
export function healthRpc(
  service: ServiceName,
): RpcContract<typeof healthRequestSchema, typeof healthResponseSchema> {
  let contract = healthRpcs.get(service);
  if (!contract) {
    contract = defineQuery(`${service}.health`, healthRequestSchema, healthResponseSchema);
    healthRpcs.set(service, contract);
  }
  return contract;
}
