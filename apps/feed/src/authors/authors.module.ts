import { Module } from '@nestjs/common';
import { FirstPageModule } from '../first-page/first-page.module.js';
import { AuthorsListener } from './authors.listener.js';
import { AuthorsRepository } from './authors.repository.js';

@Module({ imports: [FirstPageModule], providers: [AuthorsRepository, AuthorsListener] })
export class AuthorsModule {}
