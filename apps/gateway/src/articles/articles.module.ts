import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ArticlesResolver } from './articles.resolver.js';

@Module({ imports: [UploadsModule], providers: [ArticlesResolver] })
export class ArticlesModule {}
