import { Module } from '@nestjs/common';
import { DownloadsController } from './downloads.controller.js';
import { SampleProductFiles } from './sample-product-files.js';

@Module({ controllers: [DownloadsController], providers: [SampleProductFiles] })
export class DownloadsModule {}
