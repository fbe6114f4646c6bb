import { type ArgumentsHost, Catch, type ExceptionFilter, type HttpServer } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { type DomainExceptionFilter } from '../errors/rpc-exception.filter.js';

/**
 * A hybrid app shares its global filters between NATS and HTTP, and the kit's filter speaks only
 * the NATS error shape: an HTTP 404 or an unparsable body would be logged as an RPC failure.
 * This filter runs first and sends HTTP errors through Nest's default HTTP handling instead.
 */
@Catch()
export class HybridExceptionFilter implements ExceptionFilter {
  private readonly http: BaseExceptionFilter;

  constructor(
    private readonly rpc: DomainExceptionFilter,
    httpAdapter: HttpServer,
  ) {
    this.http = new BaseExceptionFilter(httpAdapter);
  }

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType() === 'http') {
      this.http.catch(exception, host);
      return undefined;
    }
    return this.rpc.catch(exception, host);
  }
}
