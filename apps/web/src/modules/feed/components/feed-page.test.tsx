import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { ToastHost } from '../../../shared/notifications/toast';
import { stubGatewayFetch } from '../../profiles/testing/profiles-fetch-mock';
import { RealtimeContext, type RealtimeChannel } from '../../realtime/realtime-context';
import { type Session, SessionContext } from '../../session/hooks/use-session';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { FeedPage } from './feed-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const AUTHOR = { id: 'employer-9', fullName: 'Dakar BTP Services', profilePicUrl: null };

function post(overrides: Record<string, unknown> = {}) {
  return {
    id: 'post-1',
    content: 'Nous recrutons deux maçons.',
    mediaUrl: null,
    mediaType: null,
    likeCount: 2,
    commentCount: 0,
    likedByMe: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    author: AUTHOR,
    ...overrides,
  };
}

let posts: ReturnType<typeof post>[];

function stub() {
  return stubGatewayFetch(
    {
      FeedPosts: (variables) =>
        variables?.after
          ? {
              data: {
                feedPosts: { nextCursor: null, items: [post({ id: 'post-old', content: 'Ancienne' })] },
              },
            }
          : { data: { feedPosts: { nextCursor: posts.length > 0 ? 'c1' : null, items: posts } } },
      CreatePost: (variables) => {
        const input = (variables?.input ?? {}) as { content: string; mediaUrl: string | null };
        return {
          data: {
            createPost: post({
              id: 'post-new',
              content: input.content,
              mediaUrl: input.mediaUrl,
              mediaType: input.mediaUrl ? 'image' : null,
              likeCount: 0,
              author: { id: 'worker-1', fullName: 'Awa Ndiaye', profilePicUrl: null },
            }),
          },
        };
      },
      TogglePostLike: () => ({ data: { togglePostLike: { postId: 'post-1', liked: true, likeCount: 3 } } }),
      PostComments: () => ({
        data: {
          postComments: {
            nextCursor: null,
            items: [
              {
                id: 'c-1',
                postId: 'post-1',
                content: 'Premier !',
                createdAt: post().createdAt,
                author: AUTHOR,
              },
            ],
          },
        },
      }),
      AddPostComment: (variables) => ({
        data: {
          addPostComment: {
            id: 'c-2',
            postId: 'post-1',
            content: variables?.content,
            createdAt: post().createdAt,
            author: { id: 'worker-1', fullName: 'Awa Ndiaye', profilePicUrl: null },
          },
        },
      }),
    },
    { post: () => ({ url: '/files/posts/worker-1/1_photo.webp', type: 'image' }) },
  );
}

beforeEach(() => {
  posts = [post()];
});

const open = (type: 'worker' | 'admin' = 'worker') => renderApp('/feed', fakeAuthClient(userOfType(type)));

describe('/feed', () => {
  it('says so when nobody has posted yet', async () => {
    posts = [];
    stub();
    open();
    expect(
      await screen.findByText('Soyez le premier à publier !', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Fil d'actualités" })).toBeInTheDocument();
  });

  it('shows the posts and loads the next page on demand', async () => {
    const { sent } = stub();
    open();
    const card = await screen.findByRole(
      'article',
      { name: 'Publication de Dakar BTP Services' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Nous recrutons deux maçons.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: "J'aime (2)" })).toBeInTheDocument();
    // Only the author or an admin sees the deletion.
    expect(within(card).queryByRole('button', { name: 'Supprimer' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus de publications' }));
    expect(await screen.findByText('Ancienne')).toBeInTheDocument();
    expect(sent('FeedPosts').map((request) => request.variables)).toEqual([
      { after: null, first: 10 },
      { after: 'c1', first: 10 },
    ]);
  });

  it('refuses a blank post without calling the server', async () => {
    const { sent } = stub();
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Texte de la publication', {}, { timeout: 5000 }), '   ');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez écrire le texte de votre publication.',
    );
    expect(sent('CreatePost')).toEqual([]);
  });

  it('uploads the picture first, then publishes the post with its URL on top of the feed', async () => {
    const { sent, uploads } = stub();
    open();
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Texte de la publication', {}, { timeout: 5000 }),
      ' Ma boutique ',
    );
    await user.upload(
      screen.getByLabelText('Photo ou vidéo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    const mine = await screen.findByRole('article', { name: 'Publication de Awa Ndiaye' });
    expect(within(mine).getByRole('img')).toHaveAttribute('src', '/files/posts/worker-1/1_photo.webp');
    expect(uploads.map((upload) => upload.kind)).toEqual(['post']);
    expect(sent('CreatePost')[0]?.variables).toEqual({
      input: { content: 'Ma boutique', mediaUrl: '/files/posts/worker-1/1_photo.webp' },
    });
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toBe(mine);
    expect(within(mine).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('toggles the like and shows the new count', async () => {
    stub();
    open();
    const like = await screen.findByRole('button', { name: "J'aime (2)" }, { timeout: 5000 });
    await userEvent.setup().click(like);
    const liked = await screen.findByRole('button', { name: "J'aime (3)" });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the comments oldest first, ignores a blank one and adds a new one at the end', async () => {
    const { sent } = stub();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Commentaires (0)' }, { timeout: 5000 }));
    expect(await screen.findByText('Premier !')).toBeInTheDocument();
    expect(sent('PostComments')[0]?.variables).toEqual({ postId: 'post-1', after: null, first: 20 });

    await user.type(screen.getByLabelText('Votre commentaire'), '   ');
    await user.click(screen.getByRole('button', { name: 'Commenter' }));
    expect(sent('AddPostComment')).toEqual([]);

    await user.clear(screen.getByLabelText('Votre commentaire'));
    await user.type(screen.getByLabelText('Votre commentaire'), ' Bravo ');
    await user.click(screen.getByRole('button', { name: 'Commenter' }));
    expect(await screen.findByText('Bravo')).toBeInTheDocument();
    expect(sent('AddPostComment')[0]?.variables).toEqual({ postId: 'post-1', content: 'Bravo' });
    const comments = within(screen.getByRole('region', { name: 'Commentaires' }));
    const texts = comments.getAllByRole('listitem').map((item) => item.textContent);
    expect(texts.findIndex((text) => text.includes('Premier !'))).toBeLessThan(
      texts.findIndex((text) => text.includes('Bravo')),
    );
  });

  it('offers the post link to copy and the social share targets', async () => {
    stub();
    open();
    // user-event puts a clipboard of its own on the page.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Partager' }, { timeout: 5000 }));
    const whatsapp = await screen.findByRole('link', { name: 'Partager sur WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent('/feed#post-post-1'));
    for (const network of ['Facebook', 'X', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `Partager sur ${network}` })).toBeInTheDocument();
    }
    await user.click(screen.getByText('Copier le lien'));
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/feed#post-post-1`);
  });

  it('lets an admin delete any post', async () => {
    stub();
    open('admin');
    const card = await screen.findByRole(
      'article',
      { name: 'Publication de Dakar BTP Services' },
      { timeout: 5000 },
    );
    expect(within(card).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });
});

describe('/feed live updates', () => {
  /** A live channel the test drives: `emit` delivers a server event to the page. */
  function fakeChannel() {
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const channel: RealtimeChannel = {
      subscribe: (name, listener) => {
        const set = listeners.get(name) ?? new Set();
        set.add(listener);
        listeners.set(name, set);
        return () => set.delete(listener);
      },
      emit: () => Promise.resolve({ ok: true }),
      onReconnect: () => () => undefined,
    };
    const deliver = (name: string, payload: unknown) =>
      act(() => {
        for (const listener of listeners.get(name) ?? []) listener(payload);
      });
    return { channel, deliver };
  }

  function renderLive(channel: RealtimeChannel) {
    const session: Session = {
      status: 'signedIn',
      user: userOfType('worker'),
      profile: null,
      token: () => Promise.resolve('token'),
      signIn: () => Promise.resolve(),
      signOut: () => Promise.resolve(),
    };
    render(
      <>
        <ToastHost />
        <QueryClientProvider client={createQueryClient()}>
          <SessionContext.Provider value={session}>
            <RealtimeContext.Provider value={channel}>
              <FeedPage />
            </RealtimeContext.Provider>
          </SessionContext.Provider>
        </QueryClientProvider>
      </>,
    );
  }

  it('adds new posts, moves like and comment counts and drops deleted posts in place', async () => {
    const { sent } = stub();
    const { channel, deliver } = fakeChannel();
    renderLive(channel);
    await screen.findByRole('article', { name: 'Publication de Dakar BTP Services' });

    deliver('feed.post.created', {
      post: { ...post({ id: 'post-live', content: 'En direct de Thiès', likeCount: 0 }) },
    });
    expect(await screen.findByText('En direct de Thiès')).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('En direct de Thiès');

    deliver('feed.like.changed', { postId: 'post-1', userId: 'employer-3', liked: true, likes: 7 });
    const like = await screen.findByRole('button', { name: "J'aime (7)" });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    deliver('feed.comment.created', {
      postId: 'post-1',
      comment: { id: 'c-1', postId: 'post-1', content: 'Bravo', createdAt: post().createdAt, author: AUTHOR },
      comments: 1,
    });
    expect(await screen.findByRole('button', { name: 'Commentaires (1)' })).toBeInTheDocument();

    deliver('feed.post.deleted', { postId: 'post-live', mediaUrl: null });
    await waitFor(() => expect(screen.queryByText('En direct de Thiès')).toBeNull());
    // Everything came from the events: the feed was read once.
    expect(sent('FeedPosts')).toHaveLength(1);
  });
});
