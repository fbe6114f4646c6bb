import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { MailModule } from './mail/mail.module.js';

await bootstrapService({
  name: 'messaging',
  prismaClient: PrismaClient,
  imports: [EventsModule.forRoot('messaging'), MailModule],
});
