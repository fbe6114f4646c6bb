import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Inject,
  Post,
  Query,
  Redirect,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { type SecondFactorAnswer, type SecondFactorStep } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { AppearanceService } from '../appearance/appearance.service.js';
import { type IdentityConfig } from '../config/identity-config.js';
import { deviceCookieExchange } from '../sign-in/known-device.js';
import { SECOND_STEP_COOKIE, secondStepCookieOptions } from '../two-factor/second-step-cookie.js';
import { OAuthExceptionFilter } from './oauth.exception.js';
import { THIRD_PARTY_COOKIE_STEP1, THIRD_PARTY_COOKIE_STEP2 } from './check-pages.js';
import {
  type TokenResponse,
  authenticateBodySchema,
  authorizeQuerySchema,
  logoutParamsSchema,
  parseParams,
  secondFactorBodySchema,
  tokenBodySchema,
} from './oidc.dto.js';
import { OidcService, type RequestOrigin, type SignedIn, type SsoToken } from './oidc.service.js';
import { SSO_COOKIE, ssoCookieOptions } from './sso-cookie.js';

/** Keycloak's paths, so keycloak-js works with `{ url, realm: 'liggeey', clientId: 'web' }`. */
@Controller('realms/liggeey')
@UseFilters(OAuthExceptionFilter)
export class OidcController {
  constructor(
    private readonly oidc: OidcService,
    private readonly appearance: AppearanceService,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

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
  async auth(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ): Promise<{ url: string; statusCode: number }> {
    const url = await this.oidc.authorize(parseParams(authorizeQuerySchema, query), ssoToken(request));
    return { url, statusCode: 302 };
  }

  @Get('protocol/openid-connect/userinfo')
  userinfo(@Headers('authorization') authorization: string | undefined): Promise<Record<string, unknown>> {
    return this.oidc.userinfo(bearer(authorization));
  }

  @Post('protocol/openid-connect/userinfo')
  @HttpCode(200)
  userinfoPost(
    @Headers('authorization') authorization: string | undefined,
  ): Promise<Record<string, unknown>> {
    return this.oidc.userinfo(bearer(authorization));
  }

  /** keycloak-js checks that the provider's cookies reach it before a silent check-sso. */
  @Get('protocol/openid-connect/3p-cookies/step1.html')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  thirdPartyCookiesStep1(): string {
    return THIRD_PARTY_COOKIE_STEP1;
  }

  @Get('protocol/openid-connect/3p-cookies/step2.html')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  thirdPartyCookiesStep2(): string {
    return THIRD_PARTY_COOKIE_STEP2;
  }

  /** The /admin-login page's background, chosen by admins (setting `login_page_image`). */
  @Get('login-page-image')
  loginPageImage(): Promise<{ url: string | null }> {
    return this.appearance.loginImage();
  }

  /**
   * Posted by the web app's /login page with the challenge it was sent there with. An admin under
   * the two-factor rule is answered with the second step instead of the redirect.
   */
  @Post('login-actions/authenticate')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async authenticate(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ redirect: string } | SecondFactorStep> {
    const origin = this.originOf(request);
    const outcome = await this.oidc.authenticate(
      parseParams(authenticateBodySchema, body),
      origin,
      ssoToken(request),
    );
    if ('step' in outcome) {
      void reply.setCookie(
        SECOND_STEP_COOKIE,
        outcome.token,
        secondStepCookieOptions(this.config.OIDC_ISSUER, outcome.ttlSeconds),
      );
      return outcome.step;
    }
    return { redirect: this.signedIn(reply, origin, outcome) };
  }

  /** The second step's code, from the browser that typed the password (its cookie). */
  @Post('login-actions/second-factor')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async secondFactor(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecondFactorAnswer> {
    const origin = this.originOf(request);
    const passed = await this.oidc.confirmSecondStep(
      parseParams(secondFactorBodySchema, body),
      request.cookies[SECOND_STEP_COOKIE] || undefined,
      origin,
      ssoToken(request),
    );
    void reply.clearCookie(SECOND_STEP_COOKIE, secondStepCookieOptions(this.config.OIDC_ISSUER, null));
    const redirect = this.signedIn(reply, origin, passed);
    return passed.recoveryCodes ? { redirect, recoveryCodes: passed.recoveryCodes } : { redirect };
  }

  /** Known device (sign-in/known-device.ts): the cookie goes in with the origin, comes back set. */
  private originOf(request: FastifyRequest): RequestOrigin {
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      country: countryOf(request, this.config.CLIENT_COUNTRY_HEADER),
      device: deviceCookieExchange(request.headers.cookie),
    };
  }

  /** Sets the cookies of a finished sign-in and answers where the browser goes. */
  private signedIn(reply: FastifyReply, origin: RequestOrigin, { redirect, sso }: SignedIn): string {
    if (origin.device?.issued) void reply.header('set-cookie', origin.device.issued);
    void reply.setCookie(
      SSO_COOKIE,
      sso.token,
      ssoCookieOptions(this.config.OIDC_ISSUER, sso.cookieMaxAgeSeconds),
    );
    return redirect;
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
  logoutRedirect(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.logout(query, request, reply);
  }

  @Post('protocol/openid-connect/logout')
  logoutPost(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.logout(body, request, reply);
  }

  private async logout(params: unknown, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const redirect = await this.oidc.logout(parseParams(logoutParamsSchema, params), ssoToken(request));
    void reply.clearCookie(SSO_COOKIE, ssoCookieOptions(this.config.OIDC_ISSUER, null));
    if (redirect) await reply.redirect(redirect, 302);
    else await reply.status(204).send();
  }
}

function ssoToken(request: FastifyRequest): SsoToken {
  return request.cookies[SSO_COOKIE] || undefined;
}

function bearer(authorization: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

/** The client's country from the proxy's header, if configured and well formed (e.g. "SN"). */
function countryOf(request: FastifyRequest, header: string | undefined): string | null {
  const value = header ? request.headers[header] : undefined;
  // "XX" is Cloudflare's "unknown".
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX'
    ? value.toUpperCase()
    : null;
}
