import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { ErrorCode, defaultMessage } from '@liggeey/contracts';
import { type FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { PinoLogger } from 'nestjs-pino';
import { type MappedError, mapError, statusOf } from './error-mapping.js';

/**
 * The one place where failures leave the gateway: GraphQL errors carry `extensions.code`, REST
 * routes answer `{ code, message }` with the matching status.
 */
@Catch()
export class GatewayExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, host: ArgumentsHost): GraphQLError | undefined {
    const mapped = this.map(exception);
    if (mapped.code === ErrorCode.Internal) this.logger.error({ err: exception }, 'Unhandled gateway error');

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(mapped.message, {
        extensions: {
          code: mapped.code,
          status: mapped.status,
          ...(mapped.details ? { details: mapped.details } : {}),
        },
      });
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(mapped.status).send({ code: mapped.code, message: mapped.message });
    return undefined;
  }

  /** Nest's own HTTP exceptions (unknown route, bad JSON) keep their status. */
  private map(exception: unknown): MappedError {
    if (!(exception instanceof HttpException)) return mapError(exception);
    const status = exception.getStatus();
    const code =
      status === 404 ? ErrorCode.NotFound : status < 500 ? ErrorCode.ValidationFailed : ErrorCode.Internal;
    return { code, message: defaultMessage(code), status: status < 500 ? status : statusOf(code) };
  }
}
