import { type Actor, FeedArticlesRpc, IdentityEvents } from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import { connect } from '@nats-io/transport-node';
import {
  type Backend,
  createActiveAccount,
  graphql,
  publishEvent,
  seedService,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Articles-2026';
const SUMMARY = 'id title imageUrl excerpt readingMinutes createdAt author { id fullName }';
const FIELDS = `${SUMMARY} content updatedAt`;
const LIST = `query($page: Int, $pageSize: Int, $search: String) {
  articles(page: $page, pageSize: $pageSize, search: $search) { total page pageSize items { ${SUMMARY} } } }`;
const GET = `query($id: ID!) { article(id: $id) { ${FIELDS} } }`;
const LATEST = `{ latestArticles { ${SUMMARY} } }`;
const CREATE = `mutation($input: ArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteArticle(id: $id) }';

interface Article {
  id: string;
  title: string;
  imageUrl: string | null;
  excerpt: string;
  readingMinutes: number;
  createdAt: string;
  author: { id: string; fullName: string };
  content: string;
  updatedAt: string;
}
interface Person {
  id: string;
  headers: Record<string, string>;
}

const VALID = { title: 'Bien choisir son artisan', content: 'Un **bon** devis évite les surprises.' };

describe('articles through the gateway (feed service)', () => {
  let backend: Backend;
  let db: pg.Client;
  let uploadsDir: string;
  let admin: Person;
  let otherAdmin: Person;
  let worker: Person;

  async function person(type: 'worker' | 'admin', fullName: string): Promise<Person> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: id,
      email,
      fullName,
      type,
      profession: type === 'worker' ? 'Menuisier' : null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=t',
    });
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  const rows = async () =>
    (
      await db.query<{
        id: string;
        title: string;
        content: string;
        image_url: string | null;
        author_id: string;
      }>('SELECT id, title, content, image_url, author_id FROM feed.articles ORDER BY id')
    ).rows;
  const insert = async (title: string, createdAt: string, content = 'Texte.'): Promise<string> => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO feed.articles (id, author_id, title, content, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [id, admin.id, title, content, createdAt],
    );
    return id;
  };

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-articles-'));
    backend = await startBackend(inject('infra'), {
      label: 'articles',
      services: ['identity', 'feed'],
      env: { UPLOADS_DIR: uploadsDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    admin = await person('admin', 'Mariama Diallo');
    otherAdmin = await person('admin', 'Ousmane Faye');
    worker = await person('worker', 'Lamine Sarr');
    await until(
      () =>
        db.query('SELECT 1 FROM feed.authors WHERE id IN ($1, $2, $3)', [admin.id, otherAdmin.id, worker.id]),
      (result) => result.rowCount === 3,
    );
  });

  beforeEach(async () => {
    await db.query('DELETE FROM feed.articles');
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('lets an admin publish, edit and delete an article, signed with the name of the admin who saved it', async () => {
    const created = await graphql<{ createArticle: Article }>(backend.gatewayUrl, CREATE, {
      headers: admin.headers,
      variables: {
        input: { title: '  Bien choisir son artisan ', content: VALID.content, imageUrl: '  ' },
      },
    });
    expect(created.errors).toBeUndefined();
    const article = created.data?.createArticle as Article;
    expect(article).toMatchObject({
      title: 'Bien choisir son artisan',
      content: 'Un **bon** devis évite les surprises.',
      excerpt: 'Un bon devis évite les surprises.',
      imageUrl: null,
      readingMinutes: 1,
      author: { id: admin.id, fullName: 'Mariama Diallo' },
    });

    const read = await graphql<{ article: Article }>(backend.gatewayUrl, GET, {
      variables: { id: article.id },
    });
    expect(read.data?.article).toEqual(article);

    const longText = Array.from({ length: 450 }, (_, index) => `mot${index}`).join(' ');
    const updated = await graphql<{ updateArticle: Article }>(backend.gatewayUrl, UPDATE, {
      headers: otherAdmin.headers,
      variables: {
        id: article.id,
        input: { title: 'Titre revu', content: longText, imageUrl: 'https://exemple.sn/chantier.jpg' },
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateArticle).toMatchObject({
      id: article.id,
      title: 'Titre revu',
      imageUrl: 'https://exemple.sn/chantier.jpg',
      readingMinutes: 3,
      createdAt: article.createdAt,
      author: { id: otherAdmin.id, fullName: 'Ousmane Faye' },
    });
    expect(await rows()).toEqual([
      {
        id: article.id,
        title: 'Titre revu',
        content: longText,
        image_url: 'https://exemple.sn/chantier.jpg',
        author_id: otherAdmin.id,
      },
    ]);

    const deleted = await graphql<{ deleteArticle: boolean }>(backend.gatewayUrl, DELETE, {
      headers: admin.headers,
      variables: { id: article.id },
    });
    expect(deleted.data?.deleteArticle).toBe(true);
    expect(await rows()).toEqual([]);
    const gone = await graphql(backend.gatewayUrl, GET, { variables: { id: article.id } });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(gone.errors?.[0]?.message).toBe('Article introuvable.');
  });

  it('refuses every write to a visitor (UNAUTHENTICATED) and a worker (FORBIDDEN), and changes nothing', async () => {
    const id = await insert('Existant', '2026-01-01T10:00:00Z');
    const before = await rows();
    const operations: [string, Record<string, unknown>][] = [
      [CREATE, { input: VALID }],
      [UPDATE, { id, input: VALID }],
      [DELETE, { id }],
    ];

    for (const [query, variables] of operations) {
      const visitor = await graphql(backend.gatewayUrl, query, { variables });
      const asWorker = await graphql(backend.gatewayUrl, query, { variables, headers: worker.headers });
      expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(asWorker.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await rows()).toEqual(before);

    const upload = await fetch(`${backend.gatewayUrl}/uploads/article`, {
      method: 'POST',
      headers: worker.headers,
      body: imageForm(await png()),
    });
    expect(upload.status).toBe(403);
  });

  it('has the feed service itself refuse writes from a visitor or a worker, whoever calls it', async () => {
    const id = await insert('Existant', '2026-01-01T10:00:00Z');
    const before = await rows();
    const nats = await connect({ servers: inject('infra').natsUrl });
    const rpc = new NatsRpcClient(nats, backend.natsNamespace);
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RpcCallError);
      return (error as RpcCallError).code;
    };
    try {
      const workerActor: Actor = { id: worker.id, type: 'worker' };
      for (const actor of [null, workerActor]) {
        const expected = actor ? 'FORBIDDEN' : 'UNAUTHENTICATED';
        const options = actor ? { actor } : {};
        expect(await refusal(rpc.request(FeedArticlesRpc.create, { input: VALID }, options))).toBe(expected);
        expect(await refusal(rpc.request(FeedArticlesRpc.update, { id, input: VALID }, options))).toBe(
          expected,
        );
        expect(await refusal(rpc.request(FeedArticlesRpc.delete, { id }, options))).toBe(expected);
      }
    } finally {
      await nats.close();
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a blank or too long title or content and a bad image address in French, and stores nothing', async () => {
    const id = await insert('Inchangé', '2026-01-01T10:00:00Z');
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, title: '   ' }, "Veuillez saisir le titre de l'article."],
      [{ ...VALID, title: 'T'.repeat(201) }, 'Le titre ne doit pas dépasser 200 caractères.'],
      [{ ...VALID, content: ' \n ' }, "Veuillez écrire le contenu de l'article."],
      [{ ...VALID, content: 'x'.repeat(50_001) }, "L'article ne doit pas dépasser 50 000 caractères."],
    ];
    for (const imageUrl of ['javascript:alert(1)', '/etc/passwd', '//ailleurs.example/a.png', 'image.png']) {
      cases.push([
        { ...VALID, imageUrl },
        "L'adresse de l'image doit être un fichier envoyé (/files/…) ou commencer par http:// ou https://.",
      ]);
    }

    for (const [input, message] of cases) {
      for (const query of [CREATE, UPDATE]) {
        const result = await graphql(backend.gatewayUrl, query, {
          headers: admin.headers,
          variables: { id, input },
        });
        expect(result.errors?.[0]?.extensions?.code, message).toBe('VALIDATION_FAILED');
        expect(result.errors?.[0]?.message).toBe(message);
      }
    }
    expect(await rows()).toEqual(before);

    for (const query of [UPDATE, DELETE]) {
      const missing = await graphql(backend.gatewayUrl, query, {
        headers: admin.headers,
        variables: { id: randomUUID(), input: VALID },
      });
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(missing.errors?.[0]?.message).toBe('Article introuvable.');
    }
  });

  it('pages the articles newest first with the total, finds them by title or author, and shows the latest three', async () => {
    const ids: string[] = [];
    for (let day = 1; day <= 5; day += 1) {
      ids.push(await insert(`Article ${day}`, `2026-03-0${day}T09:00:00Z`, '# Titre\n\nDu *texte* ici.'));
    }

    const first = await graphql<{
      articles: { total: number; page: number; pageSize: number; items: Article[] };
    }>(backend.gatewayUrl, LIST, { variables: { page: 1, pageSize: 2 } });
    expect(first.errors).toBeUndefined();
    expect(first.data?.articles).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.data?.articles.items.map((item) => item.title)).toEqual(['Article 5', 'Article 4']);
    expect(first.data?.articles.items[0]).toMatchObject({
      excerpt: 'Titre Du texte ici.',
      readingMinutes: 1,
      author: { id: admin.id, fullName: 'Mariama Diallo' },
      createdAt: '2026-03-05T09:00:00.000Z',
    });

    const last = await graphql<{ articles: { total: number; items: Article[] } }>(backend.gatewayUrl, LIST, {
      variables: { page: 3, pageSize: 2 },
    });
    expect(last.data?.articles.total).toBe(5);
    expect(last.data?.articles.items.map((item) => item.title)).toEqual(['Article 1']);

    const byTitle = await graphql<{ articles: { total: number; items: Article[] } }>(
      backend.gatewayUrl,
      LIST,
      {
        variables: { search: 'article 3' },
      },
    );
    expect(byTitle.data?.articles.items.map((item) => item.title)).toEqual(['Article 3']);
    const byAuthor = await graphql<{ articles: { total: number } }>(backend.gatewayUrl, LIST, {
      variables: { search: 'mariama' },
    });
    expect(byAuthor.data?.articles.total).toBe(5);

    const tooBig = await graphql(backend.gatewayUrl, LIST, { variables: { pageSize: 51 } });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const latest = await graphql<{ latestArticles: Article[] }>(backend.gatewayUrl, LATEST);
    expect(latest.data?.latestArticles.map((item) => item.id)).toEqual([ids[4], ids[3], ids[2]]);

    const unknown = await graphql(backend.gatewayUrl, GET, { variables: { id: 'pas-un-id' } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('stores an uploaded picture as WebP for an admin, usable as the article image', async () => {
    const response = await fetch(`${backend.gatewayUrl}/uploads/article`, {
      method: 'POST',
      headers: admin.headers,
      body: imageForm(await png()),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/files/articles/${admin.id}/.+\\.webp$`));
    const stored = await readFile(path.join(uploadsDir, ...url.replace(/^\/files\//, '').split('/')));
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const created = await graphql<{ createArticle: Article }>(backend.gatewayUrl, CREATE, {
      headers: admin.headers,
      variables: { input: { ...VALID, imageUrl: url } },
    });
    expect(created.data?.createArticle.imageUrl).toBe(url);
  });

  it('removes an uploaded image once replaced or its article deleted, and no other file', async () => {
    const upload = async () => {
      const response = await fetch(`${backend.gatewayUrl}/uploads/article`, {
        method: 'POST',
        headers: admin.headers,
        body: imageForm(await png()),
      });
      return ((await response.json()) as { url: string }).url;
    };
    const fileOf = (url: string) => path.join(uploadsDir, ...url.replace(/^\/files\//, '').split('/'));
    const stored = (url: string) =>
      access(fileOf(url)).then(
        () => true,
        () => false,
      );
    const save = async (query: string, variables: Record<string, unknown>) => {
      const result = await graphql<{ createArticle?: Article; deleteArticle?: boolean }>(
        backend.gatewayUrl,
        query,
        { headers: admin.headers, variables },
      );
      expect(result.errors).toBeUndefined();
      return result.data;
    };

    const first = await upload();
    const id = (await save(CREATE, { input: { ...VALID, imageUrl: first } }))?.createArticle?.id;
    await save(UPDATE, { id, input: { ...VALID, imageUrl: first, title: 'Même image' } });
    expect(await stored(first)).toBe(true);

    const second = await upload();
    await save(UPDATE, { id, input: { ...VALID, imageUrl: second } });
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);

    // An external address replaces it: the upload goes, the address is only stored.
    await save(UPDATE, { id, input: { ...VALID, imageUrl: 'https://cdn.exemple.sn/chantier.png' } });
    expect(await stored(second)).toBe(false);
    await save(DELETE, { id });

    // Another stored file (here an avatar) used as the image still belongs to its owner.
    const avatar = `/files/avatars/${worker.id}/1_avatar.webp`;
    await mkdir(path.dirname(fileOf(avatar)), { recursive: true });
    await writeFile(fileOf(avatar), await png());
    const withAvatar = (await save(CREATE, { input: { ...VALID, imageUrl: avatar } }))?.createArticle?.id;
    await save(DELETE, { id: withAvatar });
    expect(await stored(avatar)).toBe(true);

    // One upload shown by two articles goes with the last of them.
    const third = await upload();
    const [one, two] = [
      (await save(CREATE, { input: { ...VALID, imageUrl: third } }))?.createArticle?.id,
      (await save(CREATE, { input: { ...VALID, imageUrl: third } }))?.createArticle?.id,
    ];
    await save(DELETE, { id: one });
    expect(await stored(third)).toBe(true);
    await save(DELETE, { id: two });
    expect(await stored(third)).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('seeds three demo articles signed by the demo admin, and seeding again changes nothing', async () => {
    const page = async () =>
      (
        await graphql<{ articles: { total: number; items: Article[] } }>(backend.gatewayUrl, LIST, {
          variables: { pageSize: 10 },
        })
      ).data?.articles;

    await seedService(backend, 'feed');
    const first = await page();
    await seedService(backend, 'feed');

    expect(first?.total).toBe(3);
    expect(first?.items.map((item) => item.title)).toEqual([
      'Les crédits Liggeey expliqués simplement',
      'Recruter un artisan de confiance à Dakar : nos conseils',
      'Bien présenter son profil pour décrocher plus de missions',
    ]);
    for (const item of first?.items ?? []) {
      expect(item.author.fullName).toBe('Administrateur Liggeey');
      expect(item.excerpt).toMatch(/\S/);
    }
    expect(await page()).toEqual(first);
  });
});

function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
}

function imageForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'chantier.png');
  return form;
}
