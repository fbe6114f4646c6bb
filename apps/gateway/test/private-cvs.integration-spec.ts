import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Backend, type SignedInPerson, graphql, signedInPerson, startBackend } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Matam-CV-2026!';
/** The smallest file `file-type` recognises as a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PROFILE_CV = 'query($id: ID!) { profile(id: $id) { cvUrl } }';

/**
 * CVs are private files (issue 21): kept out of the public uploads, read through a checked
 * download by their owner, employers and admins only (spec §6), as attachments no cache keeps.
 */
describe('private CVs', () => {
  let backend: Backend;
  let db: pg.Client;
  let uploadsDir: string;
  let privateDir: string;
  let owner: SignedInPerson;
  let people: Record<'employer' | 'admin' | 'otherWorker', SignedInPerson>;

  const uploadCv = async (who: SignedInPerson, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    const response = await fetch(`${backend.gatewayUrl}/uploads/cv`, {
      method: 'POST',
      headers: who.headers,
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { url?: string } };
  };
  const download = (who: SignedInPerson | null) =>
    fetch(`${backend.gatewayUrl}/downloads/cv/${owner.id}`, { headers: who?.headers ?? {} });
  const cvUrlSeenBy = async (who: SignedInPerson) =>
    (
      await graphql<{ profile: { cvUrl: string | null } }>(backend.gatewayUrl, PROFILE_CV, {
        variables: { id: owner.id },
        headers: who.headers,
      })
    ).data?.profile.cvUrl;
  /** CV files in private storage (the seeded products' sample files live there too). */
  const privateCvs = async () =>
    existsSync(path.join(privateDir, 'cvs'))
      ? (await readdir(path.join(privateDir, 'cvs'), { recursive: true, withFileTypes: true })).filter(
          (entry) => entry.isFile(),
        ).length
      : 0;

  beforeAll(async () => {
    const infra = inject('infra');
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-uploads-'));
    privateDir = await mkdtemp(path.join(tmpdir(), 'liggeey-private-'));
    backend = await startBackend(infra, {
      label: 'private_cvs',
      services: ['identity', 'profiles'],
      env: { UPLOADS_DIR: uploadsDir, PRIVATE_FILES_DIR: privateDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const person = (type: 'worker' | 'employer' | 'admin', fullName: string) =>
      signedInPerson(backend, db, infra.natsUrl, {
        type,
        fullName,
        profession: type === 'worker' ? 'Couturière' : null,
        password: PASSWORD,
      });
    owner = await person('worker', 'Coumba Ndiaye');
    people = {
      employer: await person('employer', 'Atelier Sabar'),
      admin: await person('admin', 'Aliou Admin'),
      otherWorker: await person('worker', 'Demba Ka'),
    };
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  it('keeps the CV out of the public files and gives it to its owner, employers and admins as an attachment', async () => {
    const uploaded = await uploadCv(owner, PDF, 'CV Coumba.pdf');

    expect(uploaded).toEqual({ status: 200, body: { url: `/downloads/cv/${owner.id}` } });
    expect(existsSync(path.join(uploadsDir, 'cvs'))).toBe(false);
    expect(await privateCvs()).toBe(1);
    for (const reader of [owner, people.employer, people.admin]) {
      expect(await cvUrlSeenBy(reader)).toBe(`/downloads/cv/${owner.id}`);
      const response = await download(reader);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="CV\.pdf"/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    }
  });

  it('hides the CV from another worker and refuses it to them and to visitors in French', async () => {
    expect(await cvUrlSeenBy(people.otherWorker)).toBeNull();

    const refused = await download(people.otherWorker);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Seuls les employeurs peuvent consulter ce CV.',
    });
    const visitor = await download(null);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('removes the private file a new CV replaces, and answers 404 for a profile without a CV', async () => {
    await uploadCv(owner, Buffer.concat([PDF, Buffer.from('% version 2\n')]), 'CV 2027.pdf');

    expect(await privateCvs()).toBe(1);
    const response = await download(people.employer);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toContain('% version 2');

    const none = await fetch(`${backend.gatewayUrl}/downloads/cv/${people.otherWorker.id}`, {
      headers: people.employer.headers,
    });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ code: 'NOT_FOUND', message: 'Aucun CV pour ce profil.' });
  });
});
