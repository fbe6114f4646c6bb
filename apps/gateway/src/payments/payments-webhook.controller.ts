import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { FLUTTERWAVE_HASH_HEADER, PaymentsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators.js';

/**
 * POST /payments/webhook: the provider announces a charge. The payments service checks the
 * `verif-hash` header (401 when wrong) and then asks the provider itself; the body is only a
 * pointer. Answering 200 stops the provider's retries, so only a failure answers otherwise.
 */
@Controller('payments')
export class PaymentsWebhookController {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  webhook(
    @Headers(FLUTTERWAVE_HASH_HEADER) hash: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<{ accepted: boolean }> {
    return this.rpc.request(PaymentsRpc.webhook, {
      hash: typeof hash === 'string' ? hash.slice(0, 500) : null,
      body: request.body ?? null,
    });
  }
}
