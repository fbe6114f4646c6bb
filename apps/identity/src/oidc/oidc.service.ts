import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type SecondFactorStep, SignInErrorCode, signInErrorMessages } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Account, type LoginChallenge } from '../generated/prisma/client.js';
import { SessionRevocations } from '../sessions/session-revocations.js';
import { type OpenedSession, SsoSessions } from '../sessions/sso-sessions.service.js';
import { type DeviceCookieExchange } from '../sign-in/known-device.js';
import { SignInService } from '../sign-in/sign-in.service.js';
import { ENROLMENT_STEP_TTL_SECONDS, SECOND_STEP_TTL_SECONDS } from '../two-factor/second-step-cookie.js';
import { SecondStepsRepository } from '../two-factor/second-steps.repository.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { OAuthException } from './oauth.exception.js';
import {
  type AuthenticateBody,
  type AuthorizeQuery,
  type LogoutParams,
  type SecondFactorBody,
  type TokenBody,
  type TokenResponse,
} from './oidc.dto.js';
import { type Family, OidcRepository } from './oidc.repository.js';
import { isValidS256Challenge, verifierMatches } from './pkce.js';
import { allowedRedirectUri, redirectWithParams } from './redirect-uri.js';
import { TokenSigner } from './token-signer.js';

/** Spec: the setting holds an object with `url`. */

/** The only client: the web app, a public client (no secret), hence PKCE. */
export const WEB_CLIENT_ID = 'web';
const SCOPE = 'openid email profile';

const invalidGrant = (description: string) => new OAuthException('invalid_grant', description);

export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  /** ISO 3166 country of the address, when the proxy in front gives it. */
  country?: string | null;
  /** Known-device cookie, in and out, for SignInService (sign-in/known-device.ts). */
  device?: DeviceCookieExchange;
}

/** The browser's SSO cookie as the request carried it (undefined: none). */
export type SsoToken = string | undefined;

/** Where to send the browser, and the SSO cookie to set with it. */
export interface SignedIn {
  redirect: string;
  sso: OpenedSession;
}

/** A right password that waits for the authenticator's code, with the cookie that binds it. */
export interface SecondStepStarted {
  step: SecondFactorStep;
  /** The value of the second-step cookie, and how long it lasts. */
  token: string;
  ttlSeconds: number;
}

/** The second step passed: signed in, and for a new enrolment the recovery codes, shown once. */
export interface SecondStepPassed extends SignedIn {
  recoveryCodes?: string[];
}

const secondStepExpired = () =>
  new OAuthException(
    SignInErrorCode.SecondStepExpired,
    signInErrorMessages.SECOND_STEP_EXPIRED,
    HttpStatus.UNAUTHORIZED,
  );

const sessionClosed = () => invalidGrant('La session est fermée. Veuillez vous reconnecter.');

/** The OpenID Connect provider's rules: authorization, sign-in completion, tokens and logout. */
@Injectable()
export class OidcService {
  constructor(
    private readonly repository: OidcRepository,
    private readonly signer: TokenSigner,
    private readonly signIn: SignInService,
    private readonly sso: SsoSessions,
    private readonly revocations: SessionRevocations,
    private readonly twoFactor: TwoFactorService,
    private readonly secondSteps: SecondStepsRepository,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  discovery(): Record<string, unknown> {
    const issuer = this.config.OIDC_ISSUER;
    const protocol = `${issuer}/protocol/openid-connect`;
    return {
      issuer,
      authorization_endpoint: `${protocol}/auth`,
      token_endpoint: `${protocol}/token`,
      jwks_uri: `${protocol}/certs`,
      end_session_endpoint: `${protocol}/logout`,
      userinfo_endpoint: `${protocol}/userinfo`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment'],
      prompt_values_supported: ['none', 'login'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: SCOPE.split(' '),
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'email', 'type', 'realm_access', 'sid', 'nonce'],
    };
  }

  jwks() {
    return this.signer.jwks();
  }

  /**
   * Validates the authorization request and answers where the browser goes: straight back with a
   * code when its SSO cookie names an open session (a new tab, a reload, keycloak-js' silent
   * check-sso), back with `login_required` for `prompt=none` without one, else to the sign-in page.
   */
  async authorize(query: AuthorizeQuery, ssoToken: SsoToken): Promise<string> {
    if (query.client_id !== WEB_CLIENT_ID) {
      throw new OAuthException('invalid_client', 'Application cliente inconnue.', HttpStatus.BAD_REQUEST);
    }
    const redirectUri = allowedRedirectUri(query.redirect_uri, this.config.OIDC_REDIRECT_URIS);
    if (!redirectUri) {
      throw new OAuthException('invalid_request', "L'adresse de redirection n'est pas autorisée.");
    }
    if (query.response_type !== 'code') {
      throw new OAuthException(
        'unsupported_response_type',
        'Seul le flux par code d’autorisation est accepté.',
      );
    }
    if (query.code_challenge_method !== 'S256' || !isValidS256Challenge(query.code_challenge)) {
      throw new OAuthException('invalid_request', 'Un code_challenge PKCE de méthode S256 est obligatoire.');
    }
    const responseMode = query.response_mode ?? 'query';
    const state: Record<string, string> = query.state === undefined ? {} : { state: query.state };
    if (query.prompt !== 'login' && ssoToken) {
      const session = await this.sso.resume(ssoToken);
      if (session) {
        const code = await this.newCode(session.id, session.account, {
          redirectUri,
          codeChallenge: query.code_challenge,
          nonce: query.nonce ?? null,
        });
        return redirectWithParams(redirectUri, { ...state, session_state: session.id, code }, responseMode);
      }
    }
    if (query.prompt === 'none') {
      return redirectWithParams(redirectUri, { ...state, error: 'login_required' }, responseMode);
    }
    const challenge = await this.repository.createChallenge({
      clientId: query.client_id,
      redirectUri,
      responseMode,
      state: query.state ?? null,
      nonce: query.nonce ?? null,
      codeChallenge: query.code_challenge,
      expiresAt: this.fromNow(this.config.OIDC_CHALLENGE_TTL_SECONDS),
    });
    const login = new URL('/login', this.config.WEB_URL);
    login.searchParams.set('challenge', challenge.id);
    return login.toString();
  }

  /**
   * Checks the credentials posted by the /login page, opens the browser session ('Rester connecté'
   * or not) and answers the redirect carrying the code, with the SSO cookie to set. A session the
   * browser still had is closed: one browser, one session. An admin under the two-factor rule gets
   * no session yet: the second step starts, bound to this browser and challenge.
   */
  async authenticate(
    body: AuthenticateBody,
    origin: RequestOrigin,
    ssoToken: SsoToken,
  ): Promise<SignedIn | SecondStepStarted> {
    const challenge = await this.repository.findOpenChallenge(body.challenge, new Date());
    if (!challenge) throw this.invalidChallenge();
    const { account, secondFactor } = await this.signIn.signIn({
      email: body.email,
      password: body.password,
      adminOnly: body.adminOnly === true,
      ...origin,
    });
    const remember = body.rememberMe === true;
    if (secondFactor) return this.startSecondStep(challenge.id, account, remember);
    return this.finishSignIn(challenge, account, remember, origin, ssoToken);
  }

  /**
   * The authenticator's code (or a recovery code) for the sign-in this browser started; at
   * enrolment, the first code confirms the new authenticator and the recovery codes are made.
   */
  async confirmSecondStep(
    body: SecondFactorBody,
    stepToken: string | undefined,
    origin: RequestOrigin,
    ssoToken: SsoToken,
  ): Promise<SecondStepPassed> {
    const now = new Date();
    const step = stepToken ? await this.secondSteps.findOpen(sha256(stepToken), body.challenge, now) : null;
    if (!step || step.account.status !== 'active') throw secondStepExpired();
    const challenge = await this.repository.findOpenChallenge(body.challenge, now);
    if (!challenge) throw this.invalidChallenge();
    let recoveryCodes: string[] | undefined;
    await this.signIn.confirmCode({ account: step.account, ...origin }, async () => {
      if (!step.enrol) return this.twoFactor.check(step.accountId, body.code);
      recoveryCodes = (await this.twoFactor.confirmEnrolment(step.accountId, body.code)) ?? undefined;
      return recoveryCodes ? 'ok' : 'invalid';
    });
    if (!(await this.secondSteps.close(step.tokenHash))) throw secondStepExpired();
    const signedIn = await this.finishSignIn(challenge, step.account, step.remember, origin, ssoToken);
    return recoveryCodes ? { ...signedIn, recoveryCodes } : signedIn;
  }

  private async startSecondStep(
    challengeId: string,
    account: Account,
    remember: boolean,
  ): Promise<SecondStepStarted> {
    // An admin without an authenticator sets one up now: no session before it is confirmed.
    const enrolment = (await this.twoFactor.enrolled(account.id))
      ? null
      : await this.twoFactor.startEnrolment(account);
    const ttlSeconds = enrolment ? ENROLMENT_STEP_TTL_SECONDS : SECOND_STEP_TTL_SECONDS;
    const token = randomBytes(32).toString('base64url');
    await this.secondSteps.create({
      tokenHash: sha256(token),
      challengeId,
      accountId: account.id,
      remember,
      enrol: enrolment !== null,
      expiresAt: this.fromNow(ttlSeconds),
    });
    const step: SecondFactorStep = enrolment
      ? { secondFactor: 'enrol', ...enrolment }
      : { secondFactor: 'code' };
    return { step, token, ttlSeconds };
  }

  private async finishSignIn(
    challenge: LoginChallenge,
    account: Account,
    remember: boolean,
    origin: RequestOrigin,
    ssoToken: SsoToken,
  ): Promise<SignedIn> {
    if (!(await this.repository.closeChallenge(challenge.id))) throw this.invalidChallenge();

    const previous = ssoToken ? await this.sso.resume(ssoToken) : null;
    if (previous) await this.revocations.revoke(previous.accountId, [previous.id], 'signed_in_again');
    const sso = await this.sso.open(account, remember, origin);
    const code = await this.newCode(sso.session.id, account, {
      redirectUri: challenge.redirectUri,
      codeChallenge: challenge.codeChallenge,
      nonce: challenge.nonce,
    });
    const params: Record<string, string> = {};
    if (challenge.state !== null) params['state'] = challenge.state;
    params['session_state'] = sso.session.id;
    params['code'] = code;
    const mode = challenge.responseMode === 'fragment' ? 'fragment' : 'query';
    return { redirect: redirectWithParams(challenge.redirectUri, params, mode), sso };
  }

  /** The standard claims of the access token's user, while its session is open. */
  async userinfo(accessToken: string | undefined): Promise<Record<string, unknown>> {
    const payload = accessToken ? await this.signer.verify(accessToken) : null;
    const unauthorized = () =>
      new OAuthException('invalid_token', 'Jeton d’accès invalide ou expiré.', HttpStatus.UNAUTHORIZED);
    if (payload?.['typ'] !== 'Bearer' || typeof payload['sid'] !== 'string') throw unauthorized();
    const session = await this.sso.findOpen(payload['sid']);
    if (!session) throw unauthorized();
    const { account } = session;
    return {
      sub: account.id,
      email: account.email,
      email_verified: account.status === 'active',
      preferred_username: account.email,
      type: account.type,
    };
  }

  async token(body: TokenBody): Promise<TokenResponse> {
    if (body.client_id !== WEB_CLIENT_ID) {
      throw new OAuthException('invalid_client', 'Application cliente inconnue.', HttpStatus.UNAUTHORIZED);
    }
    return body.grant_type === 'authorization_code'
      ? this.exchangeCode(body.code, body.code_verifier, body.redirect_uri)
      : this.refresh(body.refresh_token);
  }

  /**
   * Closes the browser session named by the refresh token, the id token hint or the SSO cookie, and
   * returns where to send the browser (null: nowhere). The caller clears the cookie.
   */
  async logout(params: LogoutParams, ssoToken: SsoToken): Promise<string | null> {
    let redirect: string | null = null;
    if (params.post_logout_redirect_uri) {
      redirect = allowedRedirectUri(params.post_logout_redirect_uri, this.config.OIDC_REDIRECT_URIS);
      if (!redirect) {
        throw new OAuthException('invalid_request', "L'adresse de redirection n'est pas autorisée.");
      }
    }
    const named = await this.loggedOutSession(params);
    if (named) await this.revocations.revoke(named.accountId, [named.sessionId], 'logout');
    const cookieSession = ssoToken ? await this.sso.resume(ssoToken) : null;
    if (cookieSession) await this.revocations.revoke(cookieSession.accountId, [cookieSession.id], 'logout');
    if (redirect && params.state) return redirectWithParams(redirect, { state: params.state }, 'query');
    return redirect;
  }

  private async loggedOutSession(
    params: LogoutParams,
  ): Promise<{ accountId: string; sessionId: string } | null> {
    if (params.refresh_token) {
      const payload = await this.signer.verify(params.refresh_token);
      if (payload?.['typ'] !== 'Refresh' || typeof payload['sid'] !== 'string' || !payload.sub) {
        throw invalidGrant('Jeton de rafraîchissement invalide.');
      }
      return { accountId: payload.sub, sessionId: payload['sid'] };
    }
    if (params.id_token_hint) {
      // An expired hint still names the session to close (as in Keycloak); its signature is checked.
      const payload = await this.signer.verify(params.id_token_hint, { allowExpired: true });
      if (typeof payload?.['sid'] !== 'string' || !payload.sub)
        throw new OAuthException('invalid_request', 'Jeton invalide.');
      return { accountId: payload.sub, sessionId: payload['sid'] };
    }
    return null;
  }

  private async exchangeCode(code: string, verifier: string, redirectUri: string): Promise<TokenResponse> {
    const redeemed = await this.repository.redeemCode(sha256(code));
    const invalidCode = () => invalidGrant("Code d'autorisation invalide ou expiré.");
    if (!redeemed) throw invalidCode();
    const { code: stored, alreadyUsed } = redeemed;
    const family = await this.repository.findFamily(stored.sessionId);
    if (!family) throw invalidCode();
    if (alreadyUsed) {
      // A replayed code may have been stolen: the tokens issued from it must not outlive the replay.
      await this.revocations.revoke(family.accountId, [family.browserSessionId], 'authorization_code_reused');
      throw invalidCode();
    }
    if (stored.expiresAt <= new Date()) throw invalidCode();
    if (stored.redirectUri !== redirectUri || stored.clientId !== WEB_CLIENT_ID) {
      throw invalidGrant("L'adresse de redirection ne correspond pas à la demande d'autorisation.");
    }
    if (!verifierMatches(verifier, stored.codeChallenge)) {
      throw invalidGrant('Le code_verifier PKCE ne correspond pas.');
    }
    if (family.revokedAt || !(await this.sso.stillOpen(family.browserSession))) throw invalidCode();
    const first = randomUUID();
    if (!(await this.repository.rotateRefresh(family.id, null, first))) throw invalidCode();
    return this.issueTokens(family, first, stored.nonce);
  }

  /**
   * Rotates the tab's refresh token. The one just replaced, presented again within the leeway (two
   * requests of one tab crossing, a reload during a refresh), is answered with the current pair;
   * any other old one means it leaked: the whole browser session is closed.
   */
  private async refresh(refreshToken: string): Promise<TokenResponse> {
    const payload = await this.signer.verify(refreshToken);
    const sid = payload?.['sid'];
    const jti = payload?.jti;
    // Tokens from before browser sessions name their family by `sid` alone (the same id).
    const fid = payload?.['fid'] ?? sid;
    if (payload?.['typ'] !== 'Refresh' || typeof sid !== 'string' || typeof fid !== 'string' || !jti) {
      throw invalidGrant('Jeton de rafraîchissement invalide.');
    }
    const family = await this.repository.findFamily(fid);
    if (!family || family.revokedAt || family.browserSessionId !== sid) throw sessionClosed();
    if (!(await this.sso.stillOpen(family.browserSession))) throw sessionClosed();
    if (family.refreshJti === jti) {
      const next = randomUUID();
      if (await this.repository.rotateRefresh(family.id, jti, next))
        return this.issueTokens(family, next, null);
      // Another request rotated it first with this very token: the leeway below answers it.
      return this.answerWithinLeeway(await this.currentFamily(family.id), jti);
    }
    return this.answerWithinLeeway(family, jti);
  }

  private async answerWithinLeeway(family: Family, jti: string): Promise<TokenResponse> {
    const leewayMs = this.config.OIDC_REFRESH_REUSE_LEEWAY_SECONDS * 1_000;
    const recent = family.rotatedAt !== null && Date.now() - family.rotatedAt.getTime() <= leewayMs;
    if (family.previousJti === jti && recent && family.refreshJti) {
      return this.issueTokens(family, family.refreshJti, null);
    }
    await this.revocations.revoke(family.accountId, [family.browserSessionId], 'refresh_token_reused');
    throw sessionClosed();
  }

  private async currentFamily(id: string): Promise<Family> {
    const family = await this.repository.findFamily(id);
    if (!family) throw sessionClosed();
    return family;
  }

  /** A code for a new tab (token family) of the browser session. */
  private async newCode(
    browserSessionId: string,
    account: Account,
    request: { redirectUri: string; codeChallenge: string; nonce: string | null },
  ): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.repository.issueCode(browserSessionId, account.id, (family) => ({
      codeHash: sha256(code),
      sessionId: family.id,
      accountId: account.id,
      clientId: WEB_CLIENT_ID,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce,
      expiresAt: this.fromNow(this.config.OIDC_CODE_TTL_SECONDS),
    }));
    return code;
  }

  /** Signs a pair for the family, its refresh token carrying `jti` (the family's current one). */
  private async issueTokens(family: Family, jti: string, nonce: string | null): Promise<TokenResponse> {
    const account = family.browserSession.account;
    const sid = family.browserSessionId;
    const accessTtl = this.config.OIDC_ACCESS_TOKEN_TTL_SECONDS;
    const refreshTtl = this.config.OIDC_REFRESH_TOKEN_TTL_SECONDS;
    const identity = { sub: account.id, azp: WEB_CLIENT_ID, sid, email: account.email, type: account.type };
    const [accessToken, idToken, refreshToken] = await Promise.all([
      this.signer.sign(
        {
          ...identity,
          aud: WEB_CLIENT_ID,
          typ: 'Bearer',
          realm_access: { roles: [account.type] },
          scope: SCOPE,
        },
        accessTtl,
      ),
      this.signer.sign(
        { ...identity, aud: WEB_CLIENT_ID, typ: 'ID', ...(nonce ? { nonce } : {}) },
        accessTtl,
      ),
      this.signer.sign(
        {
          sub: account.id,
          azp: WEB_CLIENT_ID,
          sid,
          fid: family.id,
          aud: this.config.OIDC_ISSUER,
          typ: 'Refresh',
          jti,
          scope: SCOPE,
        },
        refreshTtl,
      ),
    ]);
    return {
      access_token: accessToken,
      expires_in: accessTtl,
      refresh_token: refreshToken,
      refresh_expires_in: refreshTtl,
      id_token: idToken,
      token_type: 'Bearer',
      session_state: sid,
      scope: SCOPE,
      'not-before-policy': 0,
    };
  }

  private invalidChallenge(): OAuthException {
    return new OAuthException(SignInErrorCode.InvalidChallenge, signInErrorMessages.INVALID_CHALLENGE);
  }

  private fromNow(seconds: number): Date {
    return new Date(Date.now() + seconds * 1_000);
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
