import { type ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { ErrorCode, type RpcError, defaultMessage } from '@liggeey/contracts';
import { PinoLogger } from 'nestjs-pino';
import { type Observable, throwError } from 'rxjs';
import { isDatabaseUnreachable } from '../database/database-unreachable.js';
import { DomainException } from './domain.exception.js';

/** Turns whatever a handler threw into the RpcError shape the callers expect. */
@Catch()
export class DomainExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<RpcError> {
    if (exception instanceof DomainException) {
      const error: RpcError = { code: exception.code, message: exception.message };
      if (exception.details) error.details = exception.details;
      return throwError(() => error);
    }
    // The database down or restarting: the pools reconnect by themselves, a retry later succeeds.
    if (isDatabaseUnreachable(exception)) {
      this.logger.warn({ err: exception }, 'Database unreachable');
      const code = ErrorCode.ServiceUnavailable;
      return throwError(() => ({ code, message: defaultMessage(code) }));
    }
    // Unexpected: log the cause, tell the caller nothing it could leak.
    this.logger.error({ err: exception }, 'Unhandled error in RPC handler');
    return throwError(() => ({ code: ErrorCode.Internal, message: defaultMessage(ErrorCode.Internal) }));
  }
}
