import {
  type EventContract,
  type EventEnvelope,
  FeedEvents,
  IdentityEvents,
  eventSubject,
  eventsStreamName,
} from '@liggeey/contracts';
import {
  type Backend,
  createActiveAccount,
  graphql,
  publishEvent,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { type z } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026!';
const POST_FIELDS = `id content mediaUrl mediaType likeCount commentCount likedByMe createdAt
  author { id fullName profilePicUrl }`;
const FEED = `query($after: String, $first: Int) { feedPosts(after: $after, first: $first) {
  nextCursor items { ${POST_FIELDS} } } }`;
const CREATE = `mutation($i: PostInput!) { createPost(input: $i) { ${POST_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deletePost(id: $id) }';
const LIKE = 'mutation($p: ID!) { togglePostLike(postId: $p) { postId liked likeCount } }';
const COMMENT = `mutation($p: ID!, $c: String!) { addPostComment(postId: $p, content: $c) {
  id postId content createdAt author { id fullName } } }`;
const COMMENTS = `query($p: ID!, $after: String, $first: Int) { postComments(postId: $p, after: $after, first: $first) {
  nextCursor items { content author { fullName } } } }`;
const DELETE_COMMENT = 'mutation($id: ID!) { deletePostComment(id: $id) }';

interface Post {
  id: string;
  content: string;
  mediaUrl: string | null;
  mediaType: 'image' | 'video' | null;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  author: { id: string; fullName: string; profilePicUrl: string | null };
}

interface Person {
  id: string;
  headers: Record<string, string>;
}

/** The smallest MP4 `file-type` recognises: an `ftyp` box (brand isom) and an empty `free` box. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);

describe('news feed through the gateway', () => {
  let backend: Backend;
  let db: pg.Client;
  let uploadsDir: string;
  let author: Person;
  let reader: Person;
  let admin: Person;

  async function person(type: 'worker' | 'employer' | 'admin', fullName: string): Promise<Person> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: id,
      email,
      fullName,
      type,
      profession: type === 'worker' ? 'Couturier' : null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=t',
    });
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  async function call<T>(who: Person, query: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
  }

  async function create(who: Person, input: Record<string, unknown>): Promise<Post> {
    const result = await call<{ createPost: Post }>(who, CREATE, { i: input });
    expect(result.errors).toBeUndefined();
    return result.data?.createPost as Post;
  }

  async function feed(who: Person, after: string | null = null, first = 10) {
    const result = await call<{ feedPosts: { nextCursor: string | null; items: Post[] } }>(who, FEED, {
      after,
      first,
    });
    expect(result.errors).toBeUndefined();
    return result.data?.feedPosts ?? { nextCursor: null, items: [] };
  }

  async function upload(who: Person, bytes: Buffer, fileName: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${backend.gatewayUrl}/uploads/post`, {
      method: 'POST',
      headers: who.headers,
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  const diskPath = (url: string) => path.join(uploadsDir, ...url.replace(/^\/files\//, '').split('/'));

  async function postCount(): Promise<number> {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed.posts');
    return rows[0]?.n ?? 0;
  }

  /** The last event stored on the stream for this event type. */
  async function lastEvent<P extends z.ZodType>(event: EventContract<P>) {
    const connection = await connect({ servers: inject('infra').natsUrl });
    try {
      const manager = await jetstreamManager(connection);
      const message = await manager.streams.getMessage(eventsStreamName(backend.natsNamespace), {
        last_by_subj: eventSubject(backend.natsNamespace, event),
      });
      return message?.json<EventEnvelope<z.output<P>>>() ?? null;
    } finally {
      await connection.close();
    }
  }

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-feed-'));
    backend = await startBackend(inject('infra'), {
      label: 'feed',
      services: ['identity', 'feed'],
      env: { UPLOADS_DIR: uploadsDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    [author, reader, admin] = await Promise.all([
      person('worker', 'Awa Ndiaye'),
      person('employer', 'Dakar BTP Services'),
      person('admin', 'Admin Liggeey'),
    ]);
    await until(
      () => db.query('SELECT 1 FROM feed.authors WHERE id IN ($1, $2, $3)', [author.id, reader.id, admin.id]),
      (result) => result.rowCount === 3,
    );
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('refuses a blank post in French and stores nothing', async () => {
    for (const content of ['', '   \n ']) {
      const result = await call(author, CREATE, { i: { content } });
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toBe('Veuillez écrire le texte de votre publication.');
    }
    expect(await postCount()).toBe(0);
    expect((await feed(reader)).items).toEqual([]);
  });

  it('publishes a post with a resized picture, shown with its author and announced live', async () => {
    const picture = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const uploaded = await upload(author, picture, 'Boubou brodé.png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.type).toBe('image');
    expect(uploaded.body.url).toMatch(new RegExp(`^/files/posts/${author.id}/\\d+_boubou-brode\\.webp$`));
    const stored = await sharp(diskPath(uploaded.body.url ?? '')).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1280, 853]);

    const post = await create(author, { content: '  Nouvelle collection !  ', mediaUrl: uploaded.body.url });
    expect(post).toMatchObject({
      content: 'Nouvelle collection !',
      mediaUrl: uploaded.body.url,
      mediaType: 'image',
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
      author: { id: author.id, fullName: 'Awa Ndiaye', profilePicUrl: null },
    });
    const seen = await feed(reader);
    expect(seen.items.map((item) => item.id)).toEqual([post.id]);

    const event = await lastEvent(FeedEvents.postCreated);
    expect(event?.payload.post).toMatchObject({
      id: post.id,
      content: 'Nouvelle collection !',
      likeCount: 0,
    });
    expect(event?.payload.post.author.fullName).toBe('Awa Ndiaye');
  });

  it('accepts mp4 videos as they are, refuses other files and other people’s uploads', async () => {
    const video = await upload(author, MP4, 'chantier.mp4');
    expect(video.status).toBe(200);
    expect(video.body.type).toBe('video');
    const post = await create(author, { content: 'Visite du chantier', mediaUrl: video.body.url });
    expect(post.mediaType).toBe('video');

    const pdf = await upload(author, Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.pdf');
    expect(pdf).toEqual({
      status: 415,
      body: { code: 'VALIDATION_FAILED', message: 'Type de fichier non accepté.' },
    });

    const before = await postCount();
    const borrowed = await call(reader, CREATE, { i: { content: 'Pas à moi', mediaUrl: video.body.url } });
    expect(borrowed.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(borrowed.errors?.[0]?.message).toBe('Le fichier doit être envoyé depuis le fil d’actualités.');
    expect(await postCount()).toBe(before);
  });

  it('lets only the author or an admin delete a post, and removes its media file', async () => {
    const first = await upload(author, MP4, 'a.mp4');
    const second = await upload(author, MP4, 'b.mp4');
    const byAuthor = await create(author, { content: 'À supprimer par moi', mediaUrl: first.body.url });
    const byAdmin = await create(author, { content: 'À modérer', mediaUrl: second.body.url });
    expect(existsSync(diskPath(first.body.url ?? ''))).toBe(true);

    const refused = await call(reader, DELETE, { id: byAuthor.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(
      "Seul l'auteur de la publication ou un administrateur peut la supprimer.",
    );
    expect((await db.query('SELECT 1 FROM feed.posts WHERE id = $1', [byAuthor.id])).rowCount).toBe(1);
    expect(existsSync(diskPath(first.body.url ?? ''))).toBe(true);

    expect((await call(author, DELETE, { id: byAuthor.id })).data).toEqual({ deletePost: true });
    expect((await call(admin, DELETE, { id: byAdmin.id })).data).toEqual({ deletePost: true });
    const ids = (await feed(reader, null, 30)).items.map((item) => item.id);
    expect(ids).not.toContain(byAuthor.id);
    expect(ids).not.toContain(byAdmin.id);
    for (const url of [first.body.url, second.body.url]) {
      await until(
        () => Promise.resolve(existsSync(diskPath(url ?? ''))),
        (exists) => !exists,
      );
      expect(existsSync(diskPath(url ?? ''))).toBe(false);
    }
    const again = await call(author, DELETE, { id: byAuthor.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await lastEvent(FeedEvents.postDeleted))?.payload).toEqual({
      postId: byAdmin.id,
      mediaUrl: second.body.url,
    });
  });

  it('toggles one like per person and post, and counts them', async () => {
    const post = await create(author, { content: 'Aimez-vous ce modèle ?' });
    const like = () =>
      call<{ togglePostLike: { liked: boolean; likeCount: number } }>(reader, LIKE, { p: post.id });

    expect((await like()).data?.togglePostLike).toMatchObject({ liked: true, likeCount: 1 });
    expect((await feed(reader)).items.find((item) => item.id === post.id)).toMatchObject({
      likeCount: 1,
      likedByMe: true,
    });
    expect((await feed(author)).items.find((item) => item.id === post.id)?.likedByMe).toBe(false);
    expect((await lastEvent(FeedEvents.likeChanged))?.payload).toEqual({
      postId: post.id,
      userId: reader.id,
      liked: true,
      likes: 1,
      postAuthorId: author.id,
    });
    expect((await like()).data?.togglePostLike).toMatchObject({ liked: false, likeCount: 0 });

    // Racing toggles from three people, twice each: every like removed again, the counter exact.
    const people = [reader, author, admin];
    await Promise.all([...people, ...people].map((who) => call(who, LIKE, { p: post.id })));
    const { rows } = await db.query<{ likes: number; count: number }>(
      `SELECT (SELECT count(*)::int FROM feed.post_likes WHERE post_id = $1) AS likes,
        (SELECT like_count FROM feed.posts WHERE id = $1) AS count`,
      [post.id],
    );
    expect(rows[0]?.likes).toBe(rows[0]?.count);
    await Promise.all(people.map((who) => call(who, LIKE, { p: post.id })));
    const after = await db.query<{ likes: number; count: number }>(
      `SELECT (SELECT count(*)::int FROM feed.post_likes WHERE post_id = $1) AS likes,
        (SELECT like_count FROM feed.posts WHERE id = $1) AS count`,
      [post.id],
    );
    expect(after.rows[0]?.likes).toBe(after.rows[0]?.count);
    expect(after.rows[0]?.likes).toBe(3 - (rows[0]?.likes ?? 0));

    const unknown = await call(reader, LIKE, { p: randomUUID() });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps comments oldest first, refuses blank ones, and lets only the author or an admin delete them', async () => {
    const post = await create(author, { content: 'Vos avis sur le chantier ?' });
    const blank = await call(reader, COMMENT, { p: post.id, c: '   ' });
    expect(blank.errors?.[0]?.message).toBe('Veuillez écrire votre commentaire.');

    const comments: { id: string }[] = [];
    for (const [who, text] of [
      [reader, 'Premier !'],
      [author, 'Merci'],
      [admin, 'Bravo'],
    ] as const) {
      const result = await call<{ addPostComment: { id: string } }>(who, COMMENT, { p: post.id, c: text });
      expect(result.errors).toBeUndefined();
      comments.push(result.data?.addPostComment as { id: string });
    }
    const page = await call<{ postComments: { nextCursor: string | null; items: { content: string }[] } }>(
      reader,
      COMMENTS,
      { p: post.id, first: 2 },
    );
    expect(page.data?.postComments.items.map((comment) => comment.content)).toEqual(['Premier !', 'Merci']);
    const rest = await call<{ postComments: { nextCursor: string | null; items: { content: string }[] } }>(
      reader,
      COMMENTS,
      { p: post.id, after: page.data?.postComments.nextCursor, first: 2 },
    );
    expect(rest.data?.postComments).toEqual({
      nextCursor: null,
      items: [{ content: 'Bravo', author: { fullName: 'Admin Liggeey' } }],
    });
    expect((await feed(reader)).items.find((item) => item.id === post.id)?.commentCount).toBe(3);

    const refused = await call(author, DELETE_COMMENT, { id: comments[0]?.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(reader, DELETE_COMMENT, { id: comments[0]?.id })).data).toEqual({
      deletePostComment: true,
    });
    expect((await call(admin, DELETE_COMMENT, { id: comments[1]?.id })).data).toEqual({
      deletePostComment: true,
    });
    expect((await lastEvent(FeedEvents.commentDeleted))?.payload).toEqual({
      postId: post.id,
      commentId: comments[1]?.id,
      comments: 1,
    });
    expect((await feed(reader)).items.find((item) => item.id === post.id)?.commentCount).toBe(1);
  });

  it('pages the feed by cursor, newest first, with no post lost or repeated on equal times', async () => {
    await db.query('DELETE FROM feed.posts');
    // 25 posts over 5 distinct instants: ties on created_at are broken by the id.
    await db.query(
      `INSERT INTO feed.posts (id, user_id, content, created_at)
       SELECT gen_random_uuid(), $1, 'Publication ' || n, timestamptz '2026-11-01' + (n / 5) * interval '1 minute'
       FROM generate_series(1, 25) AS n`,
      [author.id],
    );
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM feed.posts ORDER BY created_at DESC, id DESC',
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await feed(reader, cursor, 10);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(rows.map((row) => row.id));

    const invalid = await call(reader, FEED, { after: 'pas-un-curseur' });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it("removes a deleted account's posts, likes, comments and media", async () => {
    const leaving = await person('worker', 'Moussa Diop');
    await until(
      () => db.query('SELECT 1 FROM feed.authors WHERE id = $1', [leaving.id]),
      (result) => result.rowCount === 1,
    );
    const media = await upload(leaving, MP4, 'adieu.mp4');
    const own = await create(leaving, { content: 'Mon dernier message', mediaUrl: media.body.url });
    const other = await create(author, { content: 'Une publication qui reste' });
    await call(leaving, LIKE, { p: other.id });
    await call(leaving, COMMENT, { p: other.id, c: 'Au revoir' });

    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userDeleted, {
      userId: leaving.id,
    });
    await until(
      () => db.query('SELECT 1 FROM feed.authors WHERE id = $1', [leaving.id]),
      (result) => result.rowCount === 0,
    );
    expect((await db.query('SELECT 1 FROM feed.posts WHERE id = $1', [own.id])).rowCount).toBe(0);
    const { rows } = await db.query('SELECT like_count, comment_count FROM feed.posts WHERE id = $1', [
      other.id,
    ]);
    expect(rows[0]).toEqual({ like_count: 0, comment_count: 0 });
    await until(
      () => Promise.resolve(existsSync(diskPath(media.body.url ?? ''))),
      (exists) => !exists,
    );
    expect(existsSync(diskPath(media.body.url ?? ''))).toBe(false);
  });
});
