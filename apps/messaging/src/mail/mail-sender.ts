import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type Transporter, createTransport } from 'nodemailer';
import { MAIL_CONFIG, type MailConfig } from './mail.config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one place that talks SMTP. */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(MAIL_CONFIG) private readonly config: MailConfig) {
    this.transport = createTransport(config.SMTP_URL);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
