import { readFile } from 'node:fs/promises';
import { importJWK } from 'jose';
import { z } from 'zod';
import { type StoredSigningKey } from './signing-key.repository.js';

const ALGORITHM = 'ES256';

const privateEcJwk = z.looseObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  kid: z.string().min(8),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
});

const keyFile = z.object({ keys: z.array(privateEcJwk).min(1) });

/**
 * The signing keys from a file (a Secret mounted in production, see k8s/README.md), as a JWKS of
 * private ES256 keys: the first signs, every one is published and verifies. Rotation is done in
 * the file: add the new key last (published), then move it first (signing), and remove the old
 * one once every token it signed has expired. Throws, naming the variable, on a file that is not
 * such a JWKS, so the service stops at start rather than signing with a placeholder.
 */
export async function readSigningKeyFile(path: string): Promise<StoredSigningKey[]> {
  let parsed: z.output<typeof keyFile>;
  try {
    parsed = keyFile.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    throw new Error(
      `OIDC_SIGNING_KEYS_FILE (${path}): not a JWKS of private ES256 keys with a kid each: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  for (const key of parsed.keys) {
    try {
      await importJWK(key, ALGORITHM);
    } catch (error) {
      throw new Error(
        `OIDC_SIGNING_KEYS_FILE (${path}): key ${key.kid} is not a usable ES256 private key: ${
          error instanceof Error ? error.message : String(error)
        }`,
        { cause: error },
      );
    }
  }
  const kids = parsed.keys.map((key) => key.kid);
  if (new Set(kids).size !== kids.length)
    throw new Error(`OIDC_SIGNING_KEYS_FILE (${path}): two keys share a kid`);
  return parsed.keys.map((key) => ({
    kid: key.kid,
    algorithm: ALGORITHM,
    privateJwk: key,
    // The public part only: what the JWKS publishes.
    publicJwk: { kty: key.kty, crv: key.crv, x: key.x, y: key.y },
  }));
}
