import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
/** Separates this key from the known-device cookies' HMAC key, derived from the same secret. */
const KEY_INFO = 'liggeey/two-factor-secret/v1';

/**
 * Encrypts the authenticator secrets at rest (AES-256-GCM), so a copy of the database alone
 * cannot produce codes. The key is derived from the server's secret (DEVICE_COOKIE_SECRET, required
 * in production), which never enters the database.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_INFO, 32));
  }

  seal(plain: string, accountId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    // The account id as associated data: a sealed secret copied onto another account does not open.
    cipher.setAAD(Buffer.from(accountId));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The plain secret, or null when the value was not sealed by this key for this account. */
  open(value: string, accountId: string): string | null {
    const [version, iv, tag, sealed, ...rest] = value.split('.');
    if (version !== VERSION || !iv || !tag || !sealed || rest.length) {
      return null;
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(accountId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
