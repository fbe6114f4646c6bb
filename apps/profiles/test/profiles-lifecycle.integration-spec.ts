import { IdentityEvents } from '@liggeey/contracts';
import { type Backend, publishEvent, startBackend, until } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

describe('profiles follow the accounts identity registers and deletes', () => {
  let backend: Backend;
  let db: pg.Client;
  const profiles = (id: string) =>
    db.query<{ full_name: string; type: string; profession: string | null; email: string }>(
      'SELECT full_name, type, profession, email FROM profiles.profiles WHERE id = $1',
      [id],
    );
  const publish = (event: Parameters<typeof publishEvent>[2], payload: object, id?: string) =>
    publishEvent(inject('infra').natsUrl, backend.natsNamespace, event, payload, id);

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'profiles_lifecycle', services: ['profiles'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('creates the profile of a registered worker with its profession', async () => {
    const userId = randomUUID();
    await publish(IdentityEvents.userRegistered, {
      userId,
      email: 'aminata.ba@exemple.sn',
      fullName: 'Aminata Ba',
      type: 'worker',
      profession: 'Coiffeur',
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=x',
    });

    const { rows } = await until(
      () => profiles(userId),
      (r) => r.rowCount === 1,
    );
    expect(rows[0]).toEqual({
      full_name: 'Aminata Ba',
      type: 'worker',
      profession: 'Coiffeur',
      email: 'aminata.ba@exemple.sn',
    });
  });

  it('keeps one profile when the same registration arrives twice, and ignores an employer profession', async () => {
    const userId = randomUUID();
    const registration = {
      userId,
      email: 'rh@sahel-logistique.sn',
      fullName: 'Sahel Logistique',
      type: 'employer' as const,
      profession: 'Chauffeur',
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=y',
    };
    await publish(IdentityEvents.userRegistered, registration);
    await publish(IdentityEvents.userRegistered, registration);

    const { rows } = await until(
      () => profiles(userId),
      (r) => r.rowCount === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await profiles(userId)).rowCount).toBe(1);
    expect(rows[0]?.profession).toBeNull();
  });

  it('erases the profile when the account is deleted', async () => {
    const userId = randomUUID();
    await publish(IdentityEvents.userRegistered, {
      userId,
      email: 'ousmane.sy@exemple.sn',
      fullName: 'Ousmane Sy',
      type: 'worker',
      profession: 'Livreur',
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=z',
    });
    await until(
      () => profiles(userId),
      (r) => r.rowCount === 1,
    );

    await publish(IdentityEvents.userDeleted, { userId });

    const { rowCount } = await until(
      () => profiles(userId),
      (r) => r.rowCount === 0,
    );
    expect(rowCount).toBe(0);
  });
});
