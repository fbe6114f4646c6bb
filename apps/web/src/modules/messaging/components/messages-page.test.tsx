import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockHandlers, stubGraphqlFetch } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const ME = userOfType('employer');
const WORKER = { id: 'worker-9', fullName: 'Awa Ndiaye', profilePicUrl: null, profession: 'Couturière' };

const CONVERSATION = {
  id: 'c1',
  unreadCount: 2,
  otherLastReadAt: null,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  otherParticipant: WORKER,
  lastMessage: {
    id: 'm2',
    senderId: WORKER.id,
    content: 'La robe est prête',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
};

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

/**
 * Holds the answer to the first request whose body names `operation` (already answered by the
 * stubbed gateway) until the returned function is called.
 */
function holdFirstAnswer(operation: string): () => void {
  const gateway = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
    const response = gateway(url, init);
    if (first && typeof init?.body === 'string' && init.body.includes(operation)) {
      first = false;
      await held;
    }
    return response;
  });
  return release;
}

beforeEach(() => {
  handlers = {
    Conversations: () => ({ data: { conversations: { nextCursor: null, items: [CONVERSATION] } } }),
    UnreadConversationCount: () => ({ data: { unreadConversationCount: 1 } }),
    Conversation: () => ({
      data: { conversation: { id: 'c1', otherLastReadAt: null, otherParticipant: WORKER } },
    }),
    Messages: () => ({
      data: {
        messages: {
          hasMore: false,
          items: [
            {
              id: 'm1',
              conversationId: 'c1',
              senderId: ME.id,
              content: 'Bonjour Awa',
              createdAt: '2026-11-20T09:00:00.000Z',
            },
            { ...CONVERSATION.lastMessage, conversationId: 'c1' },
          ],
        },
      },
    }),
    MarkConversationRead: () => ({
      data: { markConversationRead: { conversationId: 'c1', lastReadAt: '2026-11-20T10:00:00.000Z' } },
    }),
    SendMessage: (variables) => {
      const input = variables?.['input'] as { content: string };
      return {
        data: {
          sendMessage: {
            id: 'm3',
            conversationId: 'c1',
            senderId: ME.id,
            content: input.content,
            createdAt: '2026-11-20T11:00:00.000Z',
          },
        },
      };
    },
    StartConversation: () => ({ data: { startConversation: { id: 'c1' } } }),
    SearchUsers: () => ({ data: { searchUsers: [{ ...WORKER, available: true }] } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

describe('/messages', () => {
  it('lists conversations with the other person, last message and unread count, and a placeholder', async () => {
    renderApp('/messages', fakeAuthClient(ME));

    const list = await screen.findByRole('list', { name: 'Liste des conversations' }, { timeout: 5_000 });
    expect(within(list).getByText('Awa Ndiaye')).toBeInTheDocument();
    expect(within(list).getByText('La robe est prête')).toBeInTheDocument();
    expect(within(list).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Sélectionnez une conversation pour afficher ses messages.')).toBeInTheDocument();
    // The header's Messages link carries the unread badge.
    expect(await screen.findByLabelText('1 conversation non lue')).toBeInTheDocument();
  });

  it('opens a conversation oldest first, marks it read, and sends a trimmed message but never a blank one', async () => {
    const user = userEvent.setup();
    renderApp('/messages/c1', fakeAuthClient(ME));

    const log = await screen.findByRole('log', { name: 'Messages avec Awa Ndiaye' }, { timeout: 5_000 });
    await within(log).findByText('La robe est prête');
    const texts = within(log)
      .getAllByText(/Bonjour Awa|La robe est prête/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Bonjour Awa', 'La robe est prête']);
    await waitFor(() => expect(sent('MarkConversationRead')).toHaveLength(1));

    const box = screen.getByRole('textbox', { name: 'Votre message' });
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, '  Merci, je passe demain  {Enter}');

    expect(await within(log).findByText('Merci, je passe demain')).toBeInTheDocument();
    const [request] = sent('SendMessage');
    expect(sent('SendMessage')).toHaveLength(1);
    expect(request?.variables?.['input']).toMatchObject({
      conversationId: 'c1',
      content: 'Merci, je passe demain',
    });
    expect((request?.variables?.['input'] as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(box).toHaveValue('');
  });

  it('keeps what was typed while a message was on its way, and clears the box once it arrives', async () => {
    // The send's answer is held until the person has typed more.
    const release = holdFirstAnswer('mutation SendMessage');
    renderApp('/messages/c1', fakeAuthClient(ME));
    const user = userEvent.setup();
    const log = await screen.findByRole('log', { name: 'Messages avec Awa Ndiaye' }, { timeout: 5_000 });
    const box = await screen.findByRole('textbox', { name: 'Votre message' });

    await user.type(box, 'Je passe demain{Enter}');
    await waitFor(() => expect(sent('SendMessage')).toHaveLength(1));
    await user.type(box, ' vers 10 h');
    release();
    expect(await within(log).findByText('Je passe demain')).toBeInTheDocument();
    expect(box).toHaveValue('Je passe demain vers 10 h');

    await user.clear(box);
    await user.type(box, 'À demain{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent('SendMessage').map((request) => request.variables?.['input'])).toMatchObject([
      { content: 'Je passe demain' },
      { content: 'À demain' },
    ]);
  });

  it('resends a message whose answer was lost under the same id, and a new message under a new one', async () => {
    const answer = handlers['SendMessage'];
    if (!answer) throw new Error('SendMessage has no handler');
    let failures = 1;
    handlers['SendMessage'] = (variables) =>
      failures-- > 0
        ? { error: { code: 'SERVICE_UNAVAILABLE', message: 'Le service ne répond pas.' } }
        : answer(variables);
    renderApp('/messages/c1', fakeAuthClient(ME));
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Votre message' }, { timeout: 15_000 });

    await user.type(box, 'Je passe demain{Enter}');
    await waitFor(() => expect(sent('SendMessage')).toHaveLength(1));
    expect(box).toHaveValue('Je passe demain');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'À demain{Enter}');
    await waitFor(() => expect(sent('SendMessage')).toHaveLength(3));

    const ids = sent('SendMessage').map(
      (request) => (request.variables?.['input'] as { clientId: string }).clientId,
    );
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("shows a message sent before the conversation's messages arrived, once they do", async () => {
    const stored: unknown[] = [];
    const answer = handlers['SendMessage'];
    if (!answer) throw new Error('SendMessage has no handler');
    handlers['SendMessage'] = (variables) => {
      const sentMessage = answer(variables);
      if ('data' in sentMessage) stored.push((sentMessage.data as { sendMessage: unknown }).sendMessage);
      return sentMessage;
    };
    handlers['Messages'] = () => ({ data: { messages: { hasMore: false, items: [...stored] } } });
    // The first read of the messages is answered (as the server read them: none) only after the send.
    const release = holdFirstAnswer('query Messages');
    renderApp('/messages/c1', fakeAuthClient(ME));
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Votre message' }, { timeout: 15_000 });

    await user.type(box, 'Je passe demain{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    release();

    const log = screen.getByRole('log', { name: 'Messages avec Awa Ndiaye' });
    expect(await within(log).findByText('Je passe demain')).toBeInTheDocument();
    expect(sent('SendMessage')).toHaveLength(1);
  });

  it('starts or reopens the conversation of ?recipient= and opens it', async () => {
    const router = renderApp(`/messages?recipient=${WORKER.id}`, fakeAuthClient(ME));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/c1'));
    expect(sent('StartConversation').map((request) => request.variables)).toEqual([
      { recipientId: WORKER.id },
    ]);
  });

  it("says 'Professionnel indisponible' when the server refuses an unavailable worker", async () => {
    handlers['StartConversation'] = () => ({
      error: { message: 'Professionnel indisponible', code: 'FORBIDDEN' },
    });
    const router = renderApp(`/messages?recipient=${WORKER.id}`, fakeAuthClient(ME));

    expect(await screen.findByText('Professionnel indisponible')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages');
  });

  it("says 'Impossible de démarrer la conversation.' on any other failure", async () => {
    handlers['StartConversation'] = () => ({ error: { message: 'Panne', code: 'INTERNAL' } });
    renderApp(`/messages?recipient=${WORKER.id}`, fakeAuthClient(ME));

    expect(await screen.findByText('Impossible de démarrer la conversation.')).toBeInTheDocument();
  });

  it('searches people only once the trimmed name is longer than 2 characters', async () => {
    const user = userEvent.setup();
    renderApp('/messages', fakeAuthClient(ME));
    const search = await screen.findByRole(
      'searchbox',
      { name: /Nouvelle conversation/ },
      { timeout: 5_000 },
    );

    await user.type(search, ' aw ');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent('SearchUsers')).toHaveLength(0);

    await user.type(search, 'a');
    await user.click(await screen.findByRole('button', { name: /Awa Ndiaye · Couturière/ }));

    expect(sent('SearchUsers').map((request) => request.variables)).toEqual([{ query: 'aw a' }]);
    await waitFor(() => expect(sent('StartConversation')).toHaveLength(1));
  });
});
