import { createHash, randomBytes } from 'node:crypto';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

/** A PKCE verifier and its S256 challenge (RFC 7636), as a browser makes them for each sign-in. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The browser's sign-in (code flow with PKCE, /login page's POST) done by hand through the gateway. */
export async function signInThroughGateway(
  gatewayUrl: string,
  email: string,
  password: string,
  redirectUri = 'http://127.0.0.1:5173/',
  /** Extra headers of the sign-in itself (a browser's user agent, a CDN's country header). */
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const oidc = `${gatewayUrl}/realms/liggeey`;
  const pkce = pkcePair();
  const auth = new URL(`${oidc}/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: 'web',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  }).toString();
  const login = (await fetch(auth, { redirect: 'manual' })).headers.get('location') ?? '';
  const challenge = new URL(login).searchParams.get('challenge');
  const authenticated = await fetch(`${oidc}/login-actions/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ challenge, email, password }),
  });
  const { redirect } = (await authenticated.json()) as { redirect?: string };
  if (!redirect) throw new Error(`sign-in refused with status ${authenticated.status}`);
  const response = await fetch(`${oidc}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'web',
      grant_type: 'authorization_code',
      code: new URL(redirect).searchParams.get('code') ?? '',
      code_verifier: pkce.verifier,
      redirect_uri: redirectUri,
    }),
  });
  const tokens = (await response.json()) as { access_token: string; refresh_token: string; id_token: string };
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token };
}
