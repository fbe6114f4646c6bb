import { type Backend, startBackend, until } from '@liggeey/testing';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Answer {
  status: number;
  body: { email?: string; code?: string; message?: string };
}

/** Spec §2 /signup: pictures and CV travel with the form and end up on the new profile. */
describe('sign-up form with pictures and CV', () => {
  let backend: Backend;
  let db: pg.Client;
  let uploadsDir: string;
  let privateDir: string;
  let picture: Buffer;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-signup-'));
    privateDir = await mkdtemp(path.join(tmpdir(), 'liggeey-private-'));
    backend = await startBackend(inject('infra'), {
      label: 'sign_up_form',
      services: ['identity', 'profiles'],
      env: { UPLOADS_DIR: uploadsDir, PRIVATE_FILES_DIR: privateDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c87828' } })
      .jpeg()
      .toBuffer();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  async function signUp(
    fields: Record<string, string>,
    files: Record<string, { bytes: Buffer; name: string }> = {},
  ): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, { bytes, name: fileName }] of Object.entries(files)) {
      form.append(name, new Blob([new Uint8Array(bytes)]), fileName);
    }
    const response = await fetch(`${backend.gatewayUrl}/uploads/signup`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  /** Every file stored, public or private (CVs), as paths relative to its directory. */
  async function storedFiles(): Promise<string[]> {
    const files = async (dir: string) =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    return [...(await files(uploadsDir)), ...(await files(privateDir))];
  }

  const worker = (email: string) => ({
    type: 'worker',
    fullName: 'Khady Sarr',
    email,
    password: 'Ziguinchor-2026',
    profession: 'Couturier',
  });

  it('creates the account and a profile carrying the resized pictures and the CV', async () => {
    const answer = await signUp(worker('khady.sarr@exemple.sn'), {
      avatar: { bytes: picture, name: 'Moi à Dakar.jpg' },
      cover: { bytes: picture, name: 'atelier.jpg' },
      cv: { bytes: MINIMAL_PDF, name: 'CV Khady.pdf' },
    });

    expect(answer).toEqual({ status: 200, body: { email: 'khady.sarr@exemple.sn' } });
    const { rows } = await db.query<{ id: string }>('SELECT id FROM identity.accounts WHERE email = $1', [
      'khady.sarr@exemple.sn',
    ]);
    const id = rows[0]?.id ?? '';
    const profile = await until(
      () =>
        db.query<{ profile_pic_url: string; cover_pic_url: string; cv_url: string }>(
          'SELECT profile_pic_url, cover_pic_url, cv_url FROM profiles.profiles WHERE id = $1',
          [id],
        ),
      (result) => result.rowCount === 1,
    );
    const urls = profile.rows[0];
    expect(urls?.profile_pic_url).toMatch(new RegExp(`^/files/avatars/${id}/\\d+_moi-a-dakar\\.webp$`));
    expect(urls?.cover_pic_url).toMatch(new RegExp(`^/files/covers/${id}/\\d+_atelier\\.webp$`));
    // The CV is kept in private storage, read through its checked download.
    expect(urls?.cv_url).toMatch(new RegExp(`^private:cvs/${id}/\\d+_cv-khady\\.pdf$`));
    const avatar = await fetch(`${backend.gatewayUrl}${urls?.profile_pic_url}`);
    expect(avatar.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await avatar.arrayBuffer())).metadata();
    expect([width, height]).toEqual([512, 512]);
  });

  it('refuses a file that is not what it claims, stores nothing and creates no account', async () => {
    const before = await storedFiles();

    const answer = await signUp(worker('moussa.gueye@exemple.sn'), {
      avatar: { bytes: picture, name: 'photo.jpg' },
      cv: { bytes: Buffer.from('pas un vrai PDF'), name: 'cv.pdf' },
    });

    expect(answer).toEqual({
      status: 415,
      body: { code: 'VALIDATION_FAILED', message: 'Type de fichier non accepté.' },
    });
    expect(await storedFiles()).toEqual(before);
    const { rowCount } = await db.query('SELECT 1 FROM identity.accounts WHERE email = $1', [
      'moussa.gueye@exemple.sn',
    ]);
    expect(rowCount).toBe(0);
  });

  it('removes the stored pictures when identity refuses the sign-up or the address has an account', async () => {
    expect((await signUp(worker('awa.fall@exemple.sn'))).status).toBe(200);
    const before = await storedFiles();

    const taken = await signUp(worker('AWA.FALL@exemple.sn'), {
      avatar: { bytes: picture, name: 'awa.jpg' },
    });
    const shortPassword = await signUp(
      { ...worker('awa.fall2@exemple.sn'), password: 'court' },
      { cover: { bytes: picture, name: 'awa.jpg' } },
    );

    // The same answer as for a new address: the form does not tell who has an account.
    expect(taken).toEqual({ status: 200, body: { email: 'awa.fall@exemple.sn' } });
    const { rowCount } = await db.query('SELECT 1 FROM identity.accounts WHERE email = $1', [
      'awa.fall@exemple.sn',
    ]);
    expect(rowCount).toBe(1);
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a CV from workers only', async () => {
    const before = await storedFiles();

    const answer = await signUp(
      {
        type: 'employer',
        fullName: 'Atelier Sarr',
        email: 'atelier.sarr@exemple.sn',
        password: 'Ziguinchor-2026',
      },
      { cv: { bytes: MINIMAL_PDF, name: 'cv.pdf' } },
    );

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Seuls les professionnels peuvent déposer un CV.');
    expect(await storedFiles()).toEqual(before);
  });
});
