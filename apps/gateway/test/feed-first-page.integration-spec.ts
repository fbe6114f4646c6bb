import {
  type AppProcess,
  type Backend,
  graphql,
  metricSample,
  probeUrl,
  signedInPerson,
  startApp,
  startBackend,
  until,
} from '@liggeey/testing';
import { FeedEvents, eventSubject } from '@liggeey/contracts';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Tambacounda-2026!';
const FEED = '{ feedPosts(first: 10) { items { id content likeCount likedByMe } } }';
const CREATE = 'mutation($i: PostInput!) { createPost(input: $i) { id } }';
const LIKE = 'mutation($p: ID!) { togglePostLike(postId: $p) { liked } }';
/** Reads sent at once; NATS spreads them over the feed instances' queue group. */
const READS = 8;

interface Person {
  id: string;
  headers: Record<string, string>;
}

interface FeedItem {
  id: string;
  content: string;
  likeCount: number;
  likedByMe: boolean;
}

/**
 * The feed's first page shared by every viewer and reused (long TTL here) by two feed instances:
 * each viewer still sees their own likes, and a change made through one instance shows at once in
 * the pages of both, while a row written behind their back does not (the page really is reused).
 */
describe('the feed’s first page reused by two feed instances', () => {
  let backend: Backend;
  let secondFeed: AppProcess;
  let db: pg.Client;
  let author: Person;
  let reader: Person;

  const person = (type: 'worker' | 'employer', fullName: string) =>
    signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Menuisier' : null,
      password: PASSWORD,
    });

  async function call<T>(who: Person, query: string, variables: Record<string, unknown> = {}) {
    const result = await graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
    expect(result.errors).toBeUndefined();
    return result.data as T;
  }

  /** How many first pages a feed instance has read from its database (its cache misses). */
  const pagesRead = async (feed: AppProcess) =>
    metricSample(await (await fetch(`${probeUrl(feed)}/metrics`)).text(), 'liggeey_reused_answers_total', {
      cache: 'feed_first_pages',
      result: 'miss',
    }) ?? 0;

  /** The first page as each of several reads got it. */
  const reads = async (who: Person) =>
    Promise.all(
      Array.from(
        { length: READS },
        async () => (await call<{ feedPosts: { items: FeedItem[] } }>(who, FEED)).feedPosts.items,
      ),
    );

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'feed_first_page',
      services: ['identity', 'profiles', 'feed'],
      env: { FEED_CACHE_TTL_MS: '60000', HEALTH_PORT: '0' },
    });
    secondFeed = await startApp('feed', { env: backend.env });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    [author, reader] = await Promise.all([
      person('worker', 'Moussa Diallo'),
      person('employer', 'Atelier Tamba'),
    ]);
    await until(
      () => db.query('SELECT 1 FROM feed.authors'),
      (result) => result.rowCount === 2,
    );
  });

  afterAll(async () => {
    await db.end();
    await secondFeed.stop();
    await backend.stop();
  });

  it('keeps each viewer’s likes and shows changes from either instance at once', async () => {
    // The post's event makes both instances forget their page. Under load it could reach one after
    // that instance had already kept a page with the post, which it would then read again. NATS
    // queues an event for every subscriber at once and each instance handles its messages in order:
    // the reads sent once this subscriber has it reach the instances after it.
    const events = await connect({ servers: inject('infra').natsUrl });
    const postCreated = new Promise<void>((resolve) =>
      events.subscribe(eventSubject(backend.natsNamespace, FeedEvents.postCreated), {
        max: 1,
        callback: () => resolve(),
      }),
    );
    await events.flush();
    const { createPost } = await call<{ createPost: { id: string } }>(author, CREATE, {
      i: { content: 'Nouvelle table en vène' },
    });
    await postCreated;
    await events.close();
    // Until each instance keeps a page of its own (NATS may send one round of reads to one).
    const feeds = [backend.services.get('feed'), secondFeed].map((feed) => {
      if (!feed) throw new Error('feed not started');
      return feed;
    });
    const before = await Promise.all(feeds.map(pagesRead));
    await expect
      .poll(async () => {
        for (const page of await reads(reader)) expect(page.map((post) => post.id)).toEqual([createPost.id]);
        const after = await Promise.all(feeds.map(pagesRead));
        return after.every((count, index) => count > (before[index] ?? 0));
      })
      .toBe(true);

    // Written behind the services' back: the reused pages do not know it yet.
    await db.query(
      "INSERT INTO feed.posts (id, user_id, content) VALUES (gen_random_uuid(), $1, 'Écrit en base')",
      [author.id],
    );
    for (const page of await reads(reader)) expect(page).toHaveLength(1);

    // A like goes through one instance; both forget their page (the other one by the event).
    await call(reader, LIKE, { p: createPost.id });
    await expect.poll(async () => (await reads(reader)).every((page) => page.length === 2)).toBe(true);
    for (const page of await reads(reader)) {
      expect(page.find((post) => post.id === createPost.id)).toMatchObject({ likeCount: 1, likedByMe: true });
    }
    for (const page of await reads(author)) {
      expect(page.find((post) => post.id === createPost.id)).toMatchObject({
        likeCount: 1,
        likedByMe: false,
      });
    }
  });
});
