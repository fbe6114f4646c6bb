import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type ServiceConfig, loadConfig } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { AccountConfirmationListener } from './account-confirmation.listener.js';
import { AccountSecurityListener } from './account-security.listener.js';
import { EMAIL_QUEUE } from './email.queue.js';
import { EmailProcessor } from './email.processor.js';
import { MailSender } from './mail-sender.js';
import { MAIL_CONFIG, mailConfigSchema } from './mail.config.js';

/** Outgoing e-mail: a BullMQ queue in Redis (per environment prefix) drained by an SMTP sender. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ServiceConfig) => ({
        // Workers block on Redis: BullMQ requires unlimited retries per request on their connection.
        connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: `${config.NATS_NAMESPACE}:queues`,
      }),
    }),
    BullModule.registerQueue({ name: EMAIL_QUEUE }),
  ],
  providers: [
    { provide: MAIL_CONFIG, useFactory: () => loadConfig(mailConfigSchema) },
    MailSender,
    EmailProcessor,
    AccountConfirmationListener,
    AccountSecurityListener,
  ],
})
export class MailModule {}
