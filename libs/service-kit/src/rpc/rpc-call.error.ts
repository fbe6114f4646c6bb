import { type ErrorCode } from '@liggeey/contracts';

/** A failed NATS call as seen by the caller: the remote domain error, or our own transport failure. */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly subject: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
