import { Module } from '@nestjs/common';
import { FirstPageCache } from './first-page-cache.js';

/** The shared first page, forgotten by every module that changes what it shows. */
@Module({ providers: [FirstPageCache], exports: [FirstPageCache] })
export class FirstPageModule {}
