import { Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import {
  type Actor,
  type PortfolioItemType,
  type PostMediaType,
  type ProfileFileKind,
} from '@liggeey/contracts';
import { type FastifyRequest } from 'fastify';
import { Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { requestFile } from './file-part.js';
import { UploadRejectedFilter } from './upload-rejected.js';
import { UPLOAD_RULES, type UploadKind } from './upload-rules.js';
import { UploadsService } from './uploads.service.js';

/**
 * POST /uploads/{avatar,cover,cv,portfolio,post,article,login-image}: multipart/form-data with one part named `file`.
 * Answers `{ url }` (`{ url, type }` for the portfolio and posts) or `{ code, message }` with 400/413/415.
 */
@Controller('uploads')
@UseFilters(UploadRejectedFilter)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @SignedIn()
  @Post('avatar')
  @HttpCode(200)
  avatar(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<{ url: string }> {
    return this.profileFile(request, actor, 'avatar');
  }

  @SignedIn()
  @Post('cover')
  @HttpCode(200)
  cover(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<{ url: string }> {
    return this.profileFile(request, actor, 'cover');
  }

  // Only a worker has a CV (the profiles service refuses anyone else's): refused before storing.
  @Roles('worker')
  @Post('cv')
  @HttpCode(200)
  cv(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<{ url: string }> {
    return this.profileFile(request, actor, 'cv');
  }

  // Only a worker has Réalisations: anyone else's file could never be attached (and was kept).
  @Roles('worker')
  @Post('portfolio')
  @HttpCode(200)
  async portfolio(
    @Req() request: FastifyRequest,
    @CurrentActor() actor: Actor,
  ): Promise<{ url: string; type: PortfolioItemType }> {
    return this.uploads.portfolioFile(actor, await filePart(request, 'portfolio'));
  }

  @SignedIn()
  @Post('post')
  @HttpCode(200)
  async post(
    @Req() request: FastifyRequest,
    @CurrentActor() actor: Actor,
  ): Promise<{ url: string; type: PostMediaType }> {
    return this.uploads.postMedia(actor, await filePart(request, 'post'));
  }

  @Roles('admin')
  @Post('article')
  @HttpCode(200)
  async article(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<{ url: string }> {
    return this.uploads.adminImage(actor, 'article', await filePart(request, 'article'));
  }

  @Roles('admin')
  @Post('login-image')
  @HttpCode(200)
  async loginImage(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<{ url: string }> {
    return this.uploads.adminImage(actor, 'login-image', await filePart(request, 'login-image'));
  }

  private async profileFile(
    request: FastifyRequest,
    actor: Actor,
    kind: ProfileFileKind,
  ): Promise<{ url: string }> {
    return this.uploads.profileFile(actor, kind, await filePart(request, kind));
  }
}

/** The request's file part, limited to the kind's size. */
function filePart(request: FastifyRequest, kind: UploadKind) {
  return requestFile(request, UPLOAD_RULES[kind].maxMegabytes);
}
