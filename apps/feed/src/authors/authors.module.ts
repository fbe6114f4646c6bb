import { Module } from '@nestjs/common';
import { AuthorsListener } from './authors.listener.js';
import { AuthorsRepository } from './authors.repository.js';

@Module({ providers: [AuthorsRepository, AuthorsListener] })
export class AuthorsModule {}
