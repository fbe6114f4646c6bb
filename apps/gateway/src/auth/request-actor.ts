import { type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { type Actor } from '@liggeey/contracts';
import { type FastifyRequest } from 'fastify';

export type GatewayRequest = FastifyRequest & {
  actor?: Actor | null;
  /** The browser session of the bearer token (`sid`), for "this device" in the security page. */
  sessionId?: string;
};

/** The Fastify request behind an HTTP route or a GraphQL resolver. */
export function requestOf(context: ExecutionContext): GatewayRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: GatewayRequest }>().req;
  }
  return context.switchToHttp().getRequest<GatewayRequest>();
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}
