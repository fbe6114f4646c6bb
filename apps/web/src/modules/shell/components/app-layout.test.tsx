import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueMessage, queuedMessages } from '../../messaging/outbox';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(Response.json({ data: { testimonials: [], storeProducts: [] } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function signOutFromMenu(): Promise<void> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /: menu utilisateur/ }, { timeout: 5_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Déconnexion' }));
}

const QUEUED = { conversationId: 'conversation-1', content: 'Je passe demain.', clientId: 'client-1' };

describe('signing out from the shell', () => {
  // Offline, so the shell's outbox courier leaves the queued messages where they are.
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [new TypeError('Failed to fetch'), 'Erreur de déconnexion', 'Impossible de contacter le serveur.'],
    [new Error('logout refused'), 'Échec de la déconnexion', 'Une erreur est survenue.'],
  ])('reports a failed sign-out (%s) with the spec’s title', async (failure, title, description) => {
    const client = fakeAuthClient(userOfType('worker'));
    vi.mocked(client.logout).mockRejectedValue(failure);
    renderApp('/', client);
    queueMessage('worker-1', QUEUED);

    await signOutFromMenu();

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    // Still signed in: the messages typed offline still wait to be sent.
    expect(queuedMessages('worker-1')).toEqual([QUEUED]);
  });

  it("discards the person's unsent messages, and only theirs, once the sign-out went through", async () => {
    const client = fakeAuthClient(userOfType('worker'));
    renderApp('/', client);
    queueMessage('worker-1', QUEUED);
    queueMessage('employer-1', { ...QUEUED, clientId: 'client-2' });

    await signOutFromMenu();

    await vi.waitFor(() => expect(client.logout).toHaveBeenCalled());
    await vi.waitFor(() => expect(queuedMessages('worker-1')).toEqual([]));
    expect(queuedMessages('employer-1')).toHaveLength(1);
  });
});
