import { Module } from '@nestjs/common';
import { FaqResolver } from './faq.resolver.js';

@Module({ providers: [FaqResolver] })
export class FaqModule {}
