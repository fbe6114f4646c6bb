import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { type OAuthErrorBody, defaultMessage } from '@liggeey/contracts';
import { type FastifyReply } from 'fastify';
import { PinoLogger } from 'nestjs-pino';

/**
 * The identity HTTP endpoints' only expected failure: an OAuth-style `{ error, error_description }`
 * answer (RFC 6749 §5.2) with a French description the web app can show as is.
 */
export class OAuthException extends Error {
  override readonly name = 'OAuthException';

  constructor(
    readonly error: string,
    readonly description: string,
    readonly status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
  }
}

/**
 * Answers the HTTP routes' failures as OAuth JSON errors. Bound on the controller, so it takes
 * precedence over the kit's global filter, which speaks the NATS error shape.
 */
@Catch()
export class OAuthExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof OAuthException) {
      const body: OAuthErrorBody = { error: exception.error, error_description: exception.description };
      if (exception.retryAfterSeconds !== undefined) {
        body.retry_after = exception.retryAfterSeconds;
        void reply.header('retry-after', String(exception.retryAfterSeconds));
      }
      void reply.status(exception.status).header('cache-control', 'no-store').send(body);
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      // Fastify's own refusals (unparsable body, unsupported media type).
      void reply
        .status(exception.getStatus())
        .send({ error: 'invalid_request', error_description: 'La requête est invalide.' });
      return;
    }
    this.logger.error({ err: exception }, 'Unhandled error in an identity HTTP route');
    void reply
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .send({ error: 'server_error', error_description: defaultMessage('INTERNAL') });
  }
}
