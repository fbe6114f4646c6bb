import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';

@Module({ controllers: [NewsletterController], providers: [NewsletterService, NewsletterRepository] })
export class NewsletterModule {}
