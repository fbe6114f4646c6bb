import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { ContactModule } from './contact/contact.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { MailModule } from './mail/mail.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';

await bootstrapService({
  name: 'messaging',
  prismaClient: PrismaClient,
  imports: [
    EventsModule.forRoot('messaging'),
    MailModule,
    ContactModule,
    NewsletterModule,
    ConversationsModule,
  ],
});
