import { DomainException } from '../errors/domain.exception.js';
import { RpcCallError } from './rpc-call.error.js';

/**
 * A service calling another passes the callee's refusal on to its own caller, code, message and
 * details unchanged ('Crédits insuffisants' reaches the person), instead of an internal error.
 */
export async function passOn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RpcCallError) throw new DomainException(error.code, error.message, error.details);
    throw error;
  }
}
