import { Module } from '@nestjs/common';
import { NewsletterResolver } from './newsletter.resolver.js';

@Module({ providers: [NewsletterResolver] })
export class NewsletterModule {}
