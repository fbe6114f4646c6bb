import { Module } from '@nestjs/common';
import { AdminPaymentsResolver } from './admin-payments.resolver.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';
import { PaymentsResolver } from './payments.resolver.js';

@Module({
  controllers: [PaymentsWebhookController],
  providers: [PaymentsResolver, AdminPaymentsResolver],
})
export class PaymentsModule {}
