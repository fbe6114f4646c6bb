import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import {
  type CryptoKey,
  type JWK,
  type JWTPayload,
  SignJWT,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
} from 'jose';
import { randomUUID } from 'node:crypto';
import { type IdentityConfig } from '../config/identity-config.js';
import { readSigningKeyFile } from './signing-key-file.js';
import { SigningKeyRepository, type StoredSigningKey } from './signing-key.repository.js';

const ALGORITHM = 'ES256';
/**
 * How long the loaded keys are trusted before they are read again: a key another instance created,
 * an admin retired or a rotation wrote into the keys file takes effect everywhere within this
 * delay, without a read per token.
 */
const KEYS_MAX_AGE_MS = 30_000;

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * Signs and verifies identity's JWTs with the stored ES256 keys. The newest active key signs; every
 * active key verifies and is published in the JWKS, so a new key can be added (it is created at the
 * first start when none is active) and the old one retired later: the rotation. Verification names its algorithm, so `alg: none` and HMAC-with-the-public-key tricks fail.
 */
@Injectable()
export class TokenSigner implements OnModuleInit {
  private keys: LoadedKey[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly repository: SigningKeyRepository,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // Production: the keys come from a Secret (OIDC_SIGNING_KEYS_FILE); none are made or stored.
    if (this.config.OIDC_SIGNING_KEYS_FILE) {
      await this.load();
      return;
    }
    if ((await this.repository.activeKeys()).length === 0) {
      const pair = await generateKeyPair(ALGORITHM, { extractable: true });
      const kid = randomUUID();
      await this.repository.create({
        kid,
        algorithm: ALGORITHM,
        privateJwk: await exportJWK(pair.privateKey),
        publicJwk: await exportJWK(pair.publicKey),
      });
    }
    await this.load();
  }

  private async stored(): Promise<StoredSigningKey[]> {
    const file = this.config.OIDC_SIGNING_KEYS_FILE;
    return file ? readSigningKeyFile(file) : this.repository.activeKeys();
  }

  private async load(): Promise<void> {
    const stored = await this.stored();
    this.loadedAt = Date.now();
    this.keys = await Promise.all(
      stored.map(async (key) => {
        const publicJwk: JWK = { ...key.publicJwk, kid: key.kid, alg: key.algorithm, use: 'sig' };
        return {
          kid: key.kid,
          privateKey: (await importJWK(key.privateJwk, key.algorithm)) as CryptoKey,
          publicKey: (await importJWK(publicJwk, key.algorithm)) as CryptoKey,
          publicJwk,
        };
      }),
    );
  }

  /** The keys, read again from the database when they are older than KEYS_MAX_AGE_MS. */
  private async current(): Promise<LoadedKey[]> {
    if (Date.now() - this.loadedAt > KEYS_MAX_AGE_MS) {
      this.loading ??= this.load()
        .catch((error: unknown) => {
          // A keys file broken in the middle of a rotation: keep signing with the keys in hand.
          if (this.keys.length === 0) throw error;
          this.loadedAt = Date.now();
        })
        .finally(() => {
          this.loading = undefined;
        });
      await this.loading;
    }
    return this.keys;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.current()).map((key) => key.publicJwk) };
  }

  /** Signs the claims with `iss`, `iat`, `exp` and a fresh `jti` (unless given). */
  async sign(claims: JWTPayload, ttlSeconds: number): Promise<string> {
    const [key] = await this.current();
    if (!key) throw new Error('No active signing key');
    return new SignJWT({ jti: randomUUID(), ...claims })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(this.config.OIDC_ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key.privateKey);
  }

  /**
   * The payload of a token this issuer signed, or null when it is forged, tampered, unsigned or
   * (unless `allowExpired`) expired. `allowExpired` serves logout's `id_token_hint`, which
   * Keycloak also accepts after expiry; the signature is still checked first.
   */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = (await this.current()).find((candidate) => candidate.kid === header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key.publicKey;
        },
        { algorithms: [ALGORITHM], issuer: this.config.OIDC_ISSUER },
      );
      return payload;
    } catch (error) {
      if (options.allowExpired && error instanceof errors.JWTExpired) return error.payload;
      return null;
    }
  }
}
