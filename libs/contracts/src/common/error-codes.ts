import { z } from 'zod';

/**
 * Domain error codes shared by every layer: services throw them, the gateway maps them to GraphQL
 * errors and the web app maps them to the spec's French notices. Adding a code without mapping it
 * in both places fails to compile (exhaustive switches).
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

/** What travels back over NATS when a handler fails. */
export const rpcErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type RpcError = z.infer<typeof rpcErrorSchema>;

export function isRpcError(value: unknown): value is RpcError {
  return rpcErrorSchema.safeParse(value).success;
}
