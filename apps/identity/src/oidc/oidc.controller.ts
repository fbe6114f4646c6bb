import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Query,
  Redirect,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { OAuthExceptionFilter } from './oauth.exception.js';
import {
  type TokenResponse,
  authenticateBodySchema,
  authorizeQuerySchema,
  logoutParamsSchema,
  parseParams,
  tokenBodySchema,
} from './oidc.dto.js';
import { OidcService } from './oidc.service.js';

/** Keycloak's paths, so keycloak-js works with `{ url, realm: 'liggeey', clientId: 'web' }`. */
@Controller('realms/liggeey')
@UseFilters(OAuthExceptionFilter)
export class OidcController {
  constructor(private readonly oidc: OidcService) {}

  @Get('.well-known/openid-configuration')
  discovery(): Record<string, unknown> {
    return this.oidc.discovery();
  }

  @Get('protocol/openid-connect/certs')
  certs() {
    return this.oidc.jwks();
  }

  @Get('protocol/openid-connect/auth')
  @Redirect()
  async auth(@Query() query: unknown): Promise<{ url: string; statusCode: number }> {
    return { url: await this.oidc.authorize(parseParams(authorizeQuerySchema, query)), statusCode: 302 };
  }

  /** The /admin-login page's background, chosen by admins (setting `login_page_image`). */
  @Get('login-page-image')
  loginPageImage(): Promise<{ url: string | null }> {
    return this.oidc.loginPageImage();
  }

  /** Posted by the web app's /login page with the challenge it was sent there with. */
  @Post('login-actions/authenticate')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  authenticate(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ redirect: string }> {
    return this.oidc.authenticate(parseParams(authenticateBodySchema, body), {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
  }

  @Post('protocol/openid-connect/token')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Header('pragma', 'no-cache')
  token(@Body() body: unknown): Promise<TokenResponse> {
    return this.oidc.token(parseParams(tokenBodySchema, body));
  }

  /** keycloak-js logs out with a browser redirect (GET); a POST with the refresh token works too. */
  @Get('protocol/openid-connect/logout')
  logoutRedirect(@Query() query: unknown, @Res() reply: FastifyReply): Promise<void> {
    return this.logout(query, reply);
  }

  @Post('protocol/openid-connect/logout')
  logoutPost(@Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    return this.logout(body, reply);
  }

  private async logout(params: unknown, reply: FastifyReply): Promise<void> {
    const redirect = await this.oidc.logout(parseParams(logoutParamsSchema, params));
    if (redirect) await reply.redirect(redirect, 302);
    else await reply.status(204).send();
  }
}
