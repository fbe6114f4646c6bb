import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Known devices (OWASP, "Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the browser gets a cookie naming the account, signed with a server secret.
 * A later sign-in to that account from that browser is not held back by other people's failures
 * (the noisy-address delay, the account lockout); the device's own failures stop it counting as
 * known (see SignInService).
 *
 * The cookie holds one token per account signed in from the browser (a phone shared by a family),
 * newest first, at most MAX_ACCOUNTS: `v1.<accountId>.<nonce>.<hmac>` joined by `~`. The nonce names
 * the device in the attempt log (per-device lockout) and is replaced at every successful sign-in.
 */
export const DEVICE_COOKIE_NAME = 'liggeey_device';
/** Where the browser sends it: only to the provider's own endpoints. */
export const DEVICE_COOKIE_PATH = '/realms/liggeey/';
const MAX_AGE_SECONDS = 365 * 86_400;
const MAX_ACCOUNTS = 5;
const VERSION = 'v1';
const ENTRY_SEPARATOR = '~';
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceToken {
  accountId: string;
  /** Names this device for this account in the attempt log; new at every successful sign-in. */
  nonce: string;
}

/**
 * The device cookie on its way through the OpenID Connect layer: what the browser sent, and, once
 * SignInService has accepted the credentials, the Set-Cookie header to answer with.
 */
export interface DeviceCookieExchange {
  presented: string | null;
  issued: string | null;
}

/** From a request's Cookie header, for SignInRequest.device. */
export function deviceCookieExchange(cookieHeader: string | undefined): DeviceCookieExchange {
  return { presented: readDeviceCookie(cookieHeader), issued: null };
}

export class KnownDeviceCookie {
  constructor(
    private readonly secret: string,
    /** Secure attribute: only when the provider is reached over https (the issuer's scheme). */
    private readonly secure: boolean,
  ) {}

  /** The valid token for `accountId` in the cookie's value, or null (none, forged, another account). */
  find(value: string | null, accountId: string): DeviceToken | null {
    return this.tokens(value).find((token) => token.accountId === accountId) ?? null;
  }

  /**
   * The Set-Cookie header after a successful sign-in to `accountId`: a fresh token for it first,
   * then the other accounts' valid tokens already in the cookie.
   */
  issue(value: string | null, accountId: string): string {
    const fresh: DeviceToken = { accountId, nonce: randomBytes(16).toString('base64url') };
    const others = this.tokens(value).filter((token) => token.accountId !== accountId);
    const entries = [fresh, ...others].slice(0, MAX_ACCOUNTS).map((token) => this.sign(token));
    return [
      `${DEVICE_COOKIE_NAME}=${entries.join(ENTRY_SEPARATOR)}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      // The /login page posts from the same site; no other site has a reason to send it.
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  sign(token: DeviceToken): string {
    const payload = `${VERSION}.${token.accountId}.${token.nonce}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The token an entry carries if its signature holds, else null. */
  verify(entry: string): DeviceToken | null {
    const [version, accountId, nonce, mac, ...rest] = entry.split('.');
    if (version !== VERSION || !accountId || !nonce || !mac || rest.length > 0) return null;
    if (!ACCOUNT_ID.test(accountId) || !NONCE.test(nonce)) return null;
    const expected = Buffer.from(this.mac(`${version}.${accountId}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { accountId, nonce };
  }

  private tokens(value: string | null): DeviceToken[] {
    if (!value) return [];
    return value
      .split(ENTRY_SEPARATOR)
      .slice(0, MAX_ACCOUNTS)
      .map((entry) => this.verify(entry))
      .filter((token): token is DeviceToken => token !== null);
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/** The device cookie's value in a request's Cookie header, or null. */
export function readDeviceCookie(header: string | undefined): string | null {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE_NAME) return pair.slice(at + 1).trim();
  }
  return null;
}
