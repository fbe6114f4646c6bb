import { z } from 'zod';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { SignInErrorCode, signInErrorMessages } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Account, type AuthSession } from '../generated/prisma/client.js';
import { SignInService } from '../sign-in/sign-in.service.js';
import { OAuthException } from './oauth.exception.js';
import {
  type AuthenticateBody,
  type AuthorizeQuery,
  type LogoutParams,
  type TokenBody,
  type TokenResponse,
} from './oidc.dto.js';
import { OidcRepository } from './oidc.repository.js';
import { isValidS256Challenge, verifierMatches } from './pkce.js';
import { allowedRedirectUri, redirectWithParams } from './redirect-uri.js';
import { TokenSigner } from './token-signer.js';

/** Spec: the setting holds an object with `url`. */
const loginPageImageSchema = z.object({ url: z.url() });

/** The only client: the web app, a public client (no secret), hence PKCE. */
export const WEB_CLIENT_ID = 'web';
const SCOPE = 'openid email profile';

const invalidGrant = (description: string) => new OAuthException('invalid_grant', description);

export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

/** The OpenID Connect provider's rules: authorization, sign-in completion, tokens and logout. */
@Injectable()
export class OidcService {
  constructor(
    private readonly repository: OidcRepository,
    private readonly signer: TokenSigner,
    private readonly signIn: SignInService,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async loginPageImage(): Promise<{ url: string | null }> {
    const value = loginPageImageSchema.safeParse(await this.repository.setting('login_page_image'));
    return { url: value.success ? value.data.url : null };
  }

  discovery(): Record<string, unknown> {
    const issuer = this.config.OIDC_ISSUER;
    const protocol = `${issuer}/protocol/openid-connect`;
    return {
      issuer,
      authorization_endpoint: `${protocol}/auth`,
      token_endpoint: `${protocol}/token`,
      jwks_uri: `${protocol}/certs`,
      end_session_endpoint: `${protocol}/logout`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment'],
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

  /** Validates the authorization request and returns where the browser signs in. */
  async authorize(query: AuthorizeQuery): Promise<string> {
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
    const challenge = await this.repository.createChallenge({
      clientId: query.client_id,
      redirectUri,
      responseMode: query.response_mode ?? 'query',
      state: query.state ?? null,
      nonce: query.nonce ?? null,
      codeChallenge: query.code_challenge,
      expiresAt: this.fromNow(this.config.OIDC_CHALLENGE_TTL_SECONDS),
    });
    const login = new URL('/login', this.config.WEB_URL);
    login.searchParams.set('challenge', challenge.id);
    return login.toString();
  }

  /** Checks the credentials posted by the /login page and returns the redirect carrying the code. */
  async authenticate(body: AuthenticateBody, origin: RequestOrigin): Promise<{ redirect: string }> {
    const now = new Date();
    const challenge = await this.repository.findOpenChallenge(body.challenge, now);
    if (!challenge) throw this.invalidChallenge();
    const account = await this.signIn.signIn({
      email: body.email,
      password: body.password,
      adminOnly: body.adminOnly === true,
      ...origin,
    });

    const code = randomBytes(32).toString('base64url');
    const completed = await this.repository.completeChallenge(challenge.id, account.id, (session) => ({
      codeHash: sha256(code),
      sessionId: session.id,
      accountId: account.id,
      clientId: challenge.clientId,
      redirectUri: challenge.redirectUri,
      codeChallenge: challenge.codeChallenge,
      nonce: challenge.nonce,
      expiresAt: this.fromNow(this.config.OIDC_CODE_TTL_SECONDS),
    }));
    if (!completed) throw this.invalidChallenge();
    const params: Record<string, string> = {};
    if (challenge.state !== null) params['state'] = challenge.state;
    params['session_state'] = completed.session.id;
    params['code'] = code;
    const mode = challenge.responseMode === 'fragment' ? 'fragment' : 'query';
    return { redirect: redirectWithParams(challenge.redirectUri, params, mode) };
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
   * Closes the session named by the refresh token or the id token hint, and returns where to send
   * the browser (null: nowhere).
   */
  async logout(params: LogoutParams): Promise<string | null> {
    let redirect: string | null = null;
    if (params.post_logout_redirect_uri) {
      redirect = allowedRedirectUri(params.post_logout_redirect_uri, this.config.OIDC_REDIRECT_URIS);
      if (!redirect) {
        throw new OAuthException('invalid_request', "L'adresse de redirection n'est pas autorisée.");
      }
    }
    if (params.refresh_token) {
      const payload = await this.signer.verify(params.refresh_token);
      if (payload?.['typ'] !== 'Refresh' || typeof payload['sid'] !== 'string') {
        throw invalidGrant('Jeton de rafraîchissement invalide.');
      }
      await this.repository.revokeSession(payload['sid'], 'logout');
    } else if (params.id_token_hint) {
      // An expired hint still names the session to close (as in Keycloak); its signature is checked.
      const payload = await this.signer.verify(params.id_token_hint, { allowExpired: true });
      if (typeof payload?.['sid'] !== 'string')
        throw new OAuthException('invalid_request', 'Jeton invalide.');
      await this.repository.revokeSession(payload['sid'], 'logout');
    }
    if (redirect && params.state) return redirectWithParams(redirect, { state: params.state }, 'query');
    return redirect;
  }

  private async exchangeCode(code: string, verifier: string, redirectUri: string): Promise<TokenResponse> {
    const redeemed = await this.repository.redeemCode(sha256(code));
    const invalidCode = () => invalidGrant("Code d'autorisation invalide ou expiré.");
    if (!redeemed) throw invalidCode();
    const { code: stored, account, alreadyUsed } = redeemed;
    if (alreadyUsed) {
      // A replayed code may have been stolen: the tokens issued from it must not outlive the replay.
      await this.repository.revokeSession(stored.sessionId, 'authorization_code_reused');
      throw invalidCode();
    }
    if (stored.expiresAt <= new Date()) throw invalidCode();
    if (stored.redirectUri !== redirectUri || stored.clientId !== WEB_CLIENT_ID) {
      throw invalidGrant("L'adresse de redirection ne correspond pas à la demande d'autorisation.");
    }
    if (!verifierMatches(verifier, stored.codeChallenge)) {
      throw invalidGrant('Le code_verifier PKCE ne correspond pas.');
    }
    const session = await this.repository.findSession(stored.sessionId);
    if (!session || session.revokedAt || account.status !== 'active') throw invalidCode();
    return this.issueTokens(session, account, null, stored.nonce);
  }

  private async refresh(refreshToken: string): Promise<TokenResponse> {
    const payload = await this.signer.verify(refreshToken);
    const sid = payload?.['sid'];
    const jti = payload?.jti;
    if (payload?.['typ'] !== 'Refresh' || typeof sid !== 'string' || !jti) {
      throw invalidGrant('Jeton de rafraîchissement invalide.');
    }
    const session = await this.repository.findSession(sid);
    if (!session || session.revokedAt)
      throw invalidGrant('La session est fermée. Veuillez vous reconnecter.');
    if (session.refreshJti !== jti) {
      // Only the newest token of a family is valid: an older one coming back means it leaked.
      await this.repository.revokeSession(sid, 'refresh_token_reused');
      throw invalidGrant('La session est fermée. Veuillez vous reconnecter.');
    }
    if (session.account.status !== 'active') {
      await this.repository.revokeSession(sid, `account_${session.account.status}`);
      throw invalidGrant('La session est fermée. Veuillez vous reconnecter.');
    }
    if (Date.now() - session.createdAt.getTime() > this.config.OIDC_SESSION_MAX_AGE_SECONDS * 1_000) {
      await this.repository.revokeSession(sid, 'session_max_age');
      throw invalidGrant('La session a expiré. Veuillez vous reconnecter.');
    }
    return this.issueTokens(session, session.account, jti, null);
  }

  private async issueTokens(
    session: AuthSession,
    account: Account,
    currentJti: string | null,
    nonce: string | null,
  ): Promise<TokenResponse> {
    const nextJti = randomUUID();
    if (!(await this.repository.rotateRefresh(session.id, currentJti, nextJti))) {
      // Another request rotated the family first with the same token: that is a reuse too.
      await this.repository.revokeSession(session.id, 'refresh_token_reused');
      throw invalidGrant('La session est fermée. Veuillez vous reconnecter.');
    }
    const accessTtl = this.config.OIDC_ACCESS_TOKEN_TTL_SECONDS;
    const refreshTtl = this.config.OIDC_REFRESH_TOKEN_TTL_SECONDS;
    const identity = {
      sub: account.id,
      azp: WEB_CLIENT_ID,
      sid: session.id,
      email: account.email,
      type: account.type,
    };
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
          sid: session.id,
          aud: this.config.OIDC_ISSUER,
          typ: 'Refresh',
          jti: nextJti,
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
      session_state: session.id,
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
