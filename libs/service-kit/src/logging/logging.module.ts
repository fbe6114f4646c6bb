import { type DynamicModule } from '@nestjs/common';
import { type NatsContext } from '@nestjs/microservices';
import { LoggerModule } from 'nestjs-pino';
import { requestIdOf } from '../rpc/nats-request-id.js';
import { logTraceFields } from '../tracing/log-trace-fields.js';

/**
 * pino for every app: JSON lines tagged with the app's name, and one line per NATS message
 * carrying the request id the gateway put in the message headers; lines written inside a span
 * carry its trace id.
 */
export function loggingModule(app: string, level: string): DynamicModule {
  const verbose = level === 'debug' || level === 'trace';
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { app },
      mixin: logTraceFields,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    microservice: {
      genReqId: (context) => requestIdOf(context.switchToRpc().getContext<NatsContext>()),
      // A line per successful message only when debugging: at thousands of messages a second
      // even a discarded log line costs measurable CPU.
      customLogLevel: (_context, error) => (error ? 'warn' : verbose ? 'debug' : 'silent'),
    },
  });
}
