import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_NAME, KnownDeviceCookie, readDeviceCookie } from './known-device.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const ALICE = '0b6f5a52-1f0e-4c1e-9d56-2a8f0c1d7e01';
const BOB = '5c3e7f10-8a2b-4d6c-b1e2-93f4a5b6c7d8';

/** The cookie value a browser would send back after this Set-Cookie header. */
const valueOf = (setCookie: string) => readDeviceCookie(setCookie.split(';')[0]);

describe('KnownDeviceCookie', () => {
  const cookies = new KnownDeviceCookie(SECRET, true);

  it('issues a signed token naming the account, that verifies', () => {
    const value = valueOf(cookies.issue(null, ALICE));

    expect(value).toMatch(/^v1\.[0-9a-f-]{36}\.[\w-]{22}\.[\w-]{43}$/);
    expect(cookies.find(value, ALICE)?.accountId).toBe(ALICE);
  });

  it('sets an HttpOnly, SameSite=Strict, long-lived cookie on the provider path, Secure over https', () => {
    const header = cookies.issue(null, ALICE);

    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=`));
    expect(header).toContain('; Path=/realms/liggeey/');
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Strict');
    expect(header).toContain('; Max-Age=31536000');
    expect(header).toContain('; Secure');
    expect(new KnownDeviceCookie(SECRET, false).issue(null, ALICE)).not.toContain('Secure');
  });

  it('is not a known device for another account', () => {
    const value = valueOf(cookies.issue(null, ALICE));

    expect(cookies.find(value, BOB)).toBeNull();
  });

  it('refuses a tampered token: another account, another nonce, another signature, another secret', () => {
    const value = valueOf(cookies.issue(null, ALICE)) ?? '';
    const [version, , nonce, mac] = value.split('.');

    expect(cookies.find(`${version}.${BOB}.${nonce}.${mac}`, BOB)).toBeNull();
    expect(cookies.find(`${version}.${ALICE}.${'A'.repeat(22)}.${mac}`, ALICE)).toBeNull();
    expect(cookies.find(`${version}.${ALICE}.${nonce}.${'A'.repeat(43)}`, ALICE)).toBeNull();
    expect(cookies.find(`${version}.${ALICE}.${nonce}.${mac?.slice(1)}`, ALICE)).toBeNull();
    expect(cookies.find(`v2.${ALICE}.${nonce}.${mac}`, ALICE)).toBeNull();
    expect(cookies.find(`${value}.x`, ALICE)).toBeNull();
    expect(new KnownDeviceCookie('another-secret-of-at-least-32-chars!', true).find(value, ALICE)).toBeNull();
    expect(cookies.find('garbage', ALICE)).toBeNull();
    expect(cookies.find(null, ALICE)).toBeNull();
  });

  it('keeps one token per account on a shared browser, the newest first, and renews the nonce', () => {
    const alice = valueOf(cookies.issue(null, ALICE));
    const both = valueOf(cookies.issue(alice, BOB));
    const again = valueOf(cookies.issue(both, ALICE));

    expect(both?.split('~')).toHaveLength(2);
    expect(cookies.find(both, ALICE)).toEqual(cookies.find(alice, ALICE));
    expect(cookies.find(again, BOB)).toEqual(cookies.find(both, BOB));
    expect(cookies.find(again, ALICE)?.nonce).not.toBe(cookies.find(alice, ALICE)?.nonce);
    expect(again?.split('~')[0]).toContain(ALICE);
  });

  it('drops forged entries when it reissues the cookie', () => {
    const alice = valueOf(cookies.issue(null, ALICE)) ?? '';
    const forged = `v1.${BOB}.${'B'.repeat(22)}.${'C'.repeat(43)}`;

    const value = valueOf(cookies.issue(`${forged}~${alice}`, ALICE));
    expect(value?.split('~')).toHaveLength(1);
  });
});

describe('readDeviceCookie', () => {
  it('finds the device cookie among others', () => {
    expect(readDeviceCookie(`a=1; ${DEVICE_COOKIE_NAME}=v1.x.y.z; b=2`)).toBe('v1.x.y.z');
    expect(readDeviceCookie('a=1')).toBeNull();
    expect(readDeviceCookie(undefined)).toBeNull();
  });
});
