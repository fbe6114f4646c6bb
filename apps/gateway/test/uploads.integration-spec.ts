import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { smallImageUrl } from '@liggeey/contracts';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Tambacounda-2026';
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface User {
  id: string;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  body: { url?: string; type?: string; code?: string; message?: string };
}

/** A real PNG of the given size (a gradient, so the encoder has something to encode). */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

describe('uploads through the gateway', () => {
  let backend: Backend;
  let db: pg.Client;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-uploads-'));
    backend = await startBackend(inject('infra'), {
      label: 'uploads',
      services: ['identity', 'profiles'],
      env: { UPLOADS_DIR: uploadsDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function user(type: 'worker' | 'employer'): Promise<User> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    await db.query(
      "INSERT INTO profiles.profiles (id, full_name, type, email, updated_at) VALUES ($1, 'Fatou Sow', $2, $3, now())",
      [id, type, email],
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  async function upload(
    who: User | null,
    kind: string,
    bytes: Buffer,
    fileName: string,
    contentType = 'application/octet-stream',
  ): Promise<Answer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
    const response = await fetch(`${backend.gatewayUrl}/uploads/${kind}`, {
      method: 'POST',
      headers: who?.headers ?? {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  /** The stored file behind a `/files/...` URL. */
  const diskPath = (url: string) => path.join(uploadsDir, ...url.replace(/^\/files\//, '').split('/'));
  const served = async (url: string) => {
    const response = await fetch(`${backend.gatewayUrl}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const column = async (id: string, name: 'profile_pic_url' | 'cover_pic_url' | 'cv_url') =>
    (
      await db.query<Record<string, string | null>>(
        `SELECT ${name} AS url FROM profiles.profiles WHERE id = $1`,
        [id],
      )
    ).rows[0]?.['url'];

  it('re-encodes an avatar to a 512 px WebP, serves it and stores its URL on the profile', async () => {
    const worker = await user('worker');

    const answer = await upload(worker, 'avatar', await png(2000, 1000), 'Photo Été.PNG', 'image/png');

    expect(answer.status).toBe(200);
    const url = answer.body.url ?? '';
    expect(url).toMatch(new RegExp(`^/files/avatars/${worker.id}/\\d+_photo-ete\\.webp$`));
    const { response, bytes } = await served(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 512]);
    expect(metadata.exif).toBeUndefined();
    expect(await column(worker.id, 'profile_pic_url')).toBe(url);
  });

  it('removes the previous avatar from disk when it is replaced', async () => {
    const worker = await user('worker');
    const first = await upload(worker, 'avatar', await png(300, 300), 'a.png');
    const firstUrl = first.body.url ?? '';
    expect(existsSync(diskPath(firstUrl))).toBe(true);

    const second = await upload(worker, 'avatar', await png(400, 200), 'b.png');

    expect(second.status).toBe(200);
    expect(existsSync(diskPath(firstUrl))).toBe(false);
    expect(existsSync(diskPath(second.body.url ?? ''))).toBe(true);
    expect((await served(firstUrl)).response.status).toBe(404);
    expect(await readdir(path.join(uploadsDir, 'avatars', worker.id))).toHaveLength(1);
    expect(await column(worker.id, 'profile_pic_url')).toBe(second.body.url);
  });

  it('limits a cover to 1600 px wide without enlarging small pictures', async () => {
    const employer = await user('employer');
    const wide = await upload(employer, 'cover', await png(3200, 800), 'banniere.png');
    const wideMeta = await sharp((await served(wide.body.url ?? '')).bytes).metadata();
    const small = await upload(employer, 'cover', await png(800, 200), 'petite.png');
    const smallMeta = await sharp((await served(small.body.url ?? '')).bytes).metadata();

    expect([wideMeta.width, wideMeta.height]).toEqual([1600, 400]);
    expect([smallMeta.width, smallMeta.height]).toEqual([800, 200]);
    expect(await column(employer.id, 'cover_pic_url')).toBe(small.body.url);

    // A phone photo taken upright: stored sideways with an EXIF orientation, shown upright.
    const sideways = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#1d6b3a' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await upload(employer, 'cover', sideways, 'telephone.jpg', 'image/jpeg');
    const uprightMeta = await sharp((await served(upright.body.url ?? '')).bytes).metadata();
    expect([uprightMeta.width, uprightMeta.height, uprightMeta.orientation]).toEqual([200, 800, undefined]);
  });

  it('judges files by their content, not their name', async () => {
    const worker = await user('worker');

    const pdfAsPng = await upload(worker, 'avatar', MINIMAL_PDF, 'photo.png', 'image/png');
    const textAsPdf = await upload(
      worker,
      'cv',
      Buffer.from('Je suis un CV, promis.\n'),
      'cv.pdf',
      'application/pdf',
    );
    const pngAsCv = await upload(worker, 'cv', await png(10, 10), 'cv.pdf', 'application/pdf');

    for (const refused of [pdfAsPng, textAsPdf, pngAsCv]) {
      expect(refused.status).toBe(415);
      expect(refused.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Type de fichier non accepté.' });
    }
    expect(existsSync(path.join(uploadsDir, 'avatars', worker.id))).toBe(false);
    expect(existsSync(path.join(uploadsDir, 'cvs', worker.id))).toBe(false);

    const cv = await upload(worker, 'cv', MINIMAL_PDF, 'Mon CV (2026).pdf', 'application/pdf');
    expect(cv.status).toBe(200);
    // A CV is a private file: its address is the checked download, never a public URL.
    expect(cv.body.url).toBe(`/downloads/cv/${worker.id}`);
    expect(await column(worker.id, 'cv_url')).toMatch(
      new RegExp(`^private:cvs/${worker.id}/\\d+_mon-cv-2026\\.pdf$`),
    );
    expect(existsSync(path.join(uploadsDir, 'cvs', worker.id))).toBe(false);
    const response = await fetch(`${backend.gatewayUrl}${cv.body.url ?? ''}`, { headers: worker.headers });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="CV.pdf"; filename*=UTF-8\'\'CV.pdf',
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const worker = await user('worker');
    const header = await png(10, 10);
    const tooBig = Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024 + 1 - header.length)]);

    const answer = await upload(worker, 'avatar', tooBig, 'grande.png', 'image/png');

    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Le fichier dépasse la taille maximale de 5 Mo.',
    });
    expect(existsSync(path.join(uploadsDir, 'avatars', worker.id))).toBe(false);
    expect(await column(worker.id, 'profile_pic_url')).toBeNull();
  });

  it('refuses a file whose bytes past the limit arrive in a network chunk of their own', async () => {
    const worker = await user('worker');
    const header = await png(10, 10);
    const limit = 5 * 1024 * 1024;
    const boundary = 'liggeey-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const upToLimit = Buffer.concat([head, header, Buffer.alloc(limit - header.length)]);
    const rest = Buffer.concat([Buffer.alloc(1), Buffer.from(`\r\n--${boundary}--\r\n`)]);

    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        `${backend.gatewayUrl}/uploads/avatar`,
        {
          method: 'POST',
          headers: {
            ...worker.headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': upToLimit.length + rest.length,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'],
            }),
          );
        },
      );
      request.on('error', reject);
      request.write(upToLimit);
      // The server reads the first part fully before the byte past the limit arrives.
      setTimeout(() => request.end(rest), 300);
    });

    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Le fichier dépasse la taille maximale de 5 Mo.');
    expect(existsSync(path.join(uploadsDir, 'avatars', worker.id))).toBe(false);
    expect(await column(worker.id, 'profile_pic_url')).toBeNull();
  });

  it('refuses visitors, a missing file part, and an employer CV (removing the stored file)', async () => {
    const employer = await user('employer');

    const visitor = await upload(null, 'avatar', await png(10, 10), 'a.png');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('UNAUTHENTICATED');

    const notMultipart = await fetch(`${backend.gatewayUrl}/uploads/avatar`, {
      method: 'POST',
      headers: { ...employer.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Veuillez joindre un fichier.',
    });

    // Only a worker has a CV or Réalisations: refused before anything is stored.
    const stored = (folder: string) => readdir(path.join(uploadsDir, folder, employer.id)).catch(() => []);
    const cv = await upload(employer, 'cv', MINIMAL_PDF, 'cv.pdf');
    expect(cv.status).toBe(403);
    expect(await stored('cvs')).toEqual([]);
    const portfolio = await upload(employer, 'portfolio', MINIMAL_PDF, 'devis.pdf');
    expect(portfolio.status).toBe(403);
    expect(await stored('portfolio')).toEqual([]);
  });

  it('stores portfolio files and removes them with their item', async () => {
    const worker = await user('worker');
    const image = await upload(worker, 'portfolio', await png(2400, 1200), 'Chantier.png');
    const pdf = await upload(worker, 'portfolio', MINIMAL_PDF, 'devis.pdf');
    expect(image.status).toBe(200);
    expect(image.body.type).toBe('image');
    expect(pdf.body).toMatchObject({ type: 'pdf' });
    expect(pdf.body.url).toMatch(new RegExp(`^/files/portfolio/${worker.id}/\\d+_devis\\.pdf$`));
    const meta = await sharp((await served(image.body.url ?? '')).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    // The small copy phones and low-data mode load, served like the picture.
    const smallCopy = smallImageUrl(image.body.url ?? '') ?? '';
    const smallMeta = await sharp((await served(smallCopy)).bytes).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 480, 240]);

    const added = await graphql<{ addPortfolioItem: { id: string } }>(
      backend.gatewayUrl,
      'mutation($i: PortfolioItemInput!) { addPortfolioItem(input: $i) { id } }',
      {
        headers: worker.headers,
        variables: { i: { title: 'Chantier', type: 'image', fileUrl: image.body.url } },
      },
    );
    expect(added.errors).toBeUndefined();
    const updated = await graphql(
      backend.gatewayUrl,
      'mutation($id: ID!, $i: PortfolioItemInput!) { updatePortfolioItem(id: $id, input: $i) { id } }',
      {
        headers: worker.headers,
        variables: {
          id: added.data?.addPortfolioItem.id,
          i: { title: 'Devis', type: 'pdf', fileUrl: pdf.body.url },
        },
      },
    );
    expect(updated.errors).toBeUndefined();
    expect(existsSync(diskPath(image.body.url ?? ''))).toBe(false);
    expect(existsSync(diskPath(smallCopy))).toBe(false);

    const deleted = await graphql(backend.gatewayUrl, 'mutation($id: ID!) { deletePortfolioItem(id: $id) }', {
      headers: worker.headers,
      variables: { id: added.data?.addPortfolioItem.id },
    });
    expect(deleted.errors).toBeUndefined();
    expect(existsSync(diskPath(pdf.body.url ?? ''))).toBe(false);
  });

  it('serves nothing outside the upload directory', async () => {
    for (const attempt of [
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/avatars/..%2F..%2F/x',
      '/files/nothing/here/x.webp',
    ]) {
      expect((await fetch(`${backend.gatewayUrl}${attempt}`)).status, attempt).toBe(404);
    }
  });
});
