import { Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { type Actor } from '@liggeey/contracts';
import { type FastifyRequest } from 'fastify';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { requestFile } from '../uploads/file-part.js';
import { UploadRejectedFilter } from '../uploads/upload-rejected.js';
import { PRODUCT_FILE_MAX_MEGABYTES, PRODUCT_IMAGE_MAX_MEGABYTES } from './product-file-rules.js';
import { ProductFilesService, type StoredProductFile } from './product-files.service.js';

/**
 * Admin uploads of the back office's product forms (multipart, one part named `file`):
 * POST /product-files/file → `{ fileKey, fileType, fileName }` (private), /image → `{ url }`.
 */
@Controller('product-files')
@UseFilters(UploadRejectedFilter)
export class ProductFilesController {
  constructor(private readonly files: ProductFilesService) {}

  @Roles('admin')
  @Post('file')
  @HttpCode(200)
  async file(@Req() request: FastifyRequest): Promise<StoredProductFile> {
    return this.files.storeFile(await requestFile(request, PRODUCT_FILE_MAX_MEGABYTES));
  }

  @Roles('admin')
  @Post('image')
  @HttpCode(200)
  async image(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<{ url: string }> {
    return this.files.storeImage(actor, await requestFile(request, PRODUCT_IMAGE_MAX_MEGABYTES));
  }
}
