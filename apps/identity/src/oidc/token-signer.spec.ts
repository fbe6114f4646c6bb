import { exportJWK, generateKeyPair } from 'jose';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type IdentityConfig } from '../config/identity-config.js';
import { type SigningKeyRepository } from './signing-key.repository.js';
import { TokenSigner } from './token-signer.js';

const ISSUER = 'https://liggeey.example/realms/liggeey';
const dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function privateKey(kid: string): Promise<Record<string, unknown>> {
  const { privateKey: key } = await generateKeyPair('ES256', { extractable: true });
  return { ...(await exportJWK(key)), kid };
}

/** The database is never read nor written when the keys come from a file. */
const noDatabase = {
  activeKeys: () => Promise.reject(new Error('database read')),
  create: () => Promise.reject(new Error('database write')),
} as unknown as SigningKeyRepository;

async function signerWith(name: string, keys: unknown): Promise<TokenSigner> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(keys));
  const signer = new TokenSigner(noDatabase, {
    OIDC_ISSUER: ISSUER,
    OIDC_SIGNING_KEYS_FILE: file,
  } as IdentityConfig);
  await signer.onModuleInit();
  return signer;
}

const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;

describe('signing keys from a Secret file (OIDC_SIGNING_KEYS_FILE)', () => {
  it('signs with the first key and publishes every key, private parts never', async () => {
    const [first, second] = [await privateKey('key-2026-11'), await privateKey('key-2026-05')];
    const signer = await signerWith('both', { keys: [first, second] });
    const token = await signer.sign({ sub: 'user-1' }, 60);
    expect(kidOf(token)).toBe('key-2026-11');
    const { keys } = await signer.jwks();
    expect(keys.map((key) => key.kid)).toEqual(['key-2026-11', 'key-2026-05']);
    expect(keys.every((key) => key.d === undefined)).toBe(true);
    expect((await signer.verify(token))?.sub).toBe('user-1');
  });

  it('rotates: tokens of the previous key verify while it stays in the file, and not after', async () => {
    const [previous, next] = [await privateKey('key-previous'), await privateKey('key-next')];
    const before = await signerWith('before', { keys: [previous] });
    const oldToken = await before.sign({ sub: 'user-2' }, 600);

    // Step 1 published the new key last; step 2 moved it first: it signs, the old one still verifies.
    const during = await signerWith('during', { keys: [next, previous] });
    expect(kidOf(await during.sign({ sub: 'user-2' }, 60))).toBe('key-next');
    expect((await during.verify(oldToken))?.sub).toBe('user-2');

    // Step 3, once the old key's tokens have expired: removed, its tokens are refused.
    const after = await signerWith('after', { keys: [next] });
    expect(await after.verify(oldToken)).toBeNull();
  });

  it('refuses to start on a placeholder or a public key, naming the variable', async () => {
    await expect(
      signerWith('placeholder', {
        keys: [{ kty: 'EC', crv: 'P-256', kid: 'CHANGE-ME-key', x: 'CHANGE-ME' }],
      }),
    ).rejects.toThrow(/^OIDC_SIGNING_KEYS_FILE/);
    const publicOnly = await privateKey('public-only');
    delete publicOnly['d'];
    await expect(signerWith('public', { keys: [publicOnly] })).rejects.toThrow(/^OIDC_SIGNING_KEYS_FILE/);
  });
});
