import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type JWK } from 'jose';
import { type PrismaClient } from '../generated/prisma/client.js';

export interface StoredSigningKey {
  kid: string;
  algorithm: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

@Injectable()
export class SigningKeyRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every key not retired, newest first. */
  async activeKeys(): Promise<StoredSigningKey[]> {
    const rows = await this.prisma.signingKey.findMany({
      where: { retiredAt: null },
      orderBy: { createdAt: 'desc' },
    });
    return rows.map((row) => ({
      kid: row.kid,
      algorithm: row.algorithm,
      privateJwk: row.privateJwk as JWK,
      publicJwk: row.publicJwk as JWK,
    }));
  }

  async create(key: StoredSigningKey): Promise<void> {
    await this.prisma.signingKey.create({
      data: {
        kid: key.kid,
        algorithm: key.algorithm,
        privateJwk: key.privateJwk,
        publicJwk: key.publicJwk,
      },
    });
  }
}
