import { Module } from '@nestjs/common';
import { ContactResolver } from './contact.resolver.js';

@Module({ providers: [ContactResolver] })
export class ContactModule {}
