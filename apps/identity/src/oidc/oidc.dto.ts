import { HttpStatus } from '@nestjs/common';
import { z } from 'zod';
import { OAuthException } from './oauth.exception.js';

const param = (max = 2_048) => z.string().min(1).max(max);

export const authorizeQuerySchema = z.object({
  client_id: param(),
  redirect_uri: param(),
  response_type: param(),
  response_mode: z.enum(['query', 'fragment']).optional(),
  code_challenge: param(),
  code_challenge_method: param(),
  state: param(512).optional(),
  nonce: param(512).optional(),
  scope: param().optional(),
  /** `none`: answer at once, with a code or `login_required` (check-sso); `login`: ask again. */
  prompt: param(64).optional(),
});
export type AuthorizeQuery = z.output<typeof authorizeQuerySchema>;

export const authenticateBodySchema = z.object({
  challenge: z.uuid(),
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1_024),
  /** Sent by /admin-login: only an admin account may finish this sign-in. */
  adminOnly: z.boolean().optional(),
  /** 'Rester connecté': the browser session lasts 30 days after its last use, else ends with the browser. */
  rememberMe: z.boolean().optional(),
});
export type AuthenticateBody = z.output<typeof authenticateBodySchema>;

/** The second step of an admin's sign-in: six digits from the application, or a recovery code. */
export const secondFactorBodySchema = z.object({
  challenge: z.uuid(),
  code: z.string().trim().min(1).max(64),
});
export type SecondFactorBody = z.output<typeof secondFactorBodySchema>;

export const tokenBodySchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    client_id: param(),
    code: param(),
    code_verifier: param(),
    redirect_uri: param(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: param(),
    refresh_token: param(8_192),
  }),
]);
export type TokenBody = z.output<typeof tokenBodySchema>;

export const logoutParamsSchema = z.object({
  client_id: param().optional(),
  id_token_hint: param(8_192).optional(),
  refresh_token: param(8_192).optional(),
  post_logout_redirect_uri: param().optional(),
  state: param(512).optional(),
});
export type LogoutParams = z.output<typeof logoutParamsSchema>;

/** Keycloak's answer to a successful token request, which keycloak-js reads field by field. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  id_token: string;
  token_type: 'Bearer';
  session_state: string;
  scope: string;
  'not-before-policy': 0;
}

/** Parses a request's parameters, or answers the OAuth `invalid_request` in French. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const names = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'requête'))];
  if (names.includes('grant_type')) {
    throw new OAuthException('unsupported_grant_type', "Ce type d'autorisation n'est pas pris en charge.");
  }
  throw new OAuthException(
    'invalid_request',
    `Paramètres manquants ou invalides : ${names.join(', ')}.`,
    HttpStatus.BAD_REQUEST,
  );
}
