import { Module } from '@nestjs/common';
import { ArticlesResolver } from './articles.resolver.js';

@Module({ providers: [ArticlesResolver] })
export class ArticlesModule {}
