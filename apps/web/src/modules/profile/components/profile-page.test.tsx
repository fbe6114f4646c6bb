import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType, type FakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

const MY_PROFILE = {
  id: 'worker-1',
  fullName: 'Awa Diop',
  type: 'worker',
  profession: 'Couturier',
  category: 'Artisanat',
  description: null,
  profilePicUrl: null,
  coverPicUrl: null,
  cvUrl: null,
  available: true,
  availableFrom: null,
  price: 2500,
  locality: { id: 'loc-1', label: 'Médina, Dakar' },
  contact: { phone: null, email: 'worker@liggeey.test', address: null },
};

// What the deletion request gets back; the page's own profile query is answered apart.
let deletionResponse: () => Response;

beforeEach(() => {
  deletionResponse = () => errorResponse('INTERNAL', 'inattendu');
  fetchMock.mockImplementation((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as { query: string };
    if (query.includes('query MyProfile')) {
      return Promise.resolve(jsonResponse({ data: { myProfile: MY_PROFILE } }));
    }
    // The header's unread badge asks too; the deletion's answer is read once, by the deletion.
    if (query.includes('query UnreadConversationCount')) {
      return Promise.resolve(jsonResponse({ data: { unreadConversationCount: 0 } }));
    }
    // The security section's devices list (tested in account-security).
    if (query.includes('query MySessions')) {
      return Promise.resolve(jsonResponse({ data: { mySessions: [] } }));
    }
    return Promise.resolve(deletionResponse());
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function errorResponse(code: string, message: string): Response {
  return jsonResponse({ errors: [{ message, extensions: { code } }], data: null });
}

function deletionCalls() {
  return fetchMock.mock.calls.filter(([, init]) => (init?.body as string).includes('mutation DeleteAccount'));
}

function sentBody(): { query: string; variables: { password: string } } {
  const [url, init] = deletionCalls()[0] ?? [];
  expect(url).toBe('/graphql');
  return JSON.parse(init?.body as string) as { query: string; variables: { password: string } };
}

async function openWizard(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }, { timeout: 5000 }));
  await screen.findByText('Étape 1 sur 3');
}

async function toPasswordStep(user: UserEvent) {
  await openWizard(user);
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await user.click(await screen.findByRole('button', { name: 'Continuer la suppression' }));
  await within(screen.getByRole('dialog')).findByLabelText('Mot de passe');
}

async function confirmWith(user: UserEvent, password: string) {
  // The wizard's field, not the one of the security section's e-mail change.
  await user.type(within(screen.getByRole('dialog')).getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
}

describe('/profile', () => {
  let client: FakeAuthClient;
  beforeEach(() => {
    client = fakeAuthClient(userOfType('worker'));
  });

  it('shows the title, the read-only email and the danger zone', async () => {
    renderApp('/profile', client);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon profil' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The page's own e-mail, not the header's user menu (shown on wide screens).
    expect(within(screen.getByRole('main')).getByText('worker@liggeey.test')).toBeInTheDocument();
    const details = (await screen.findByText('Mes informations')).closest('.ant-card') as HTMLElement;
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Zone de danger')).toBeInTheDocument();
  });

  it('walks through the warning, the pause option and support link, then back', async () => {
    const router = renderApp('/profile', client);
    const user = userEvent.setup();
    await openWizard(user);

    expect(screen.getByText('Cette action est irréversible.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByText('Étape 2 sur 3')).toBeInTheDocument();
    expect(screen.getByText('Avant de partir')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mettre mon compte en pause' }));
    expect(
      await screen.findByText("🚧 La mise en pause du compte n'est pas encore implémentée."),
    ).toBeInTheDocument();
    const support = screen.getByRole('link', { name: 'Contacter le support' });
    expect(support).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Continuer la suppression' }));
    expect(await screen.findByText('Étape 3 sur 3')).toBeInTheDocument();
    expect(screen.getByText('Confirmer la suppression')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('Étape 2 sur 3')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Contacter le support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(deletionCalls()).toHaveLength(0);
  });

  it('asks for the password before sending anything', async () => {
    renderApp('/profile', client);
    const user = userEvent.setup();
    await toPasswordStep(user);

    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
    expect(deletionCalls()).toHaveLength(0);
  });

  it('deletes the account with the password, then signs out towards /', async () => {
    deletionResponse = () => jsonResponse({ data: { deleteAccount: true } });
    renderApp('/profile', client);
    const user = userEvent.setup();
    await toPasswordStep(user);

    await confirmWith(user, 'mon-secret');

    await waitFor(() => expect(client.logout).toHaveBeenCalledWith(`${window.location.origin}/`));
    const body = sentBody();
    expect(body.query).toContain('mutation DeleteAccount');
    expect(body.variables).toEqual({ password: 'mon-secret' });
    const [, init] = deletionCalls()[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-of-worker-1');
  });

  it.each([
    [
      errorResponse('VALIDATION_FAILED', 'Mot de passe incorrect.'),
      'Échec de la suppression',
      'Mot de passe incorrect.',
    ],
    [errorResponse('UNAUTHENTICATED', 'Unauthenticated'), 'Utilisateur non connecté', undefined],
    [
      errorResponse('INTERNAL', 'Une erreur est survenue.'),
      'Échec de la suppression',
      'Une erreur est survenue lors de la suppression de vos données.',
    ],
    [
      errorResponse('SERVICE_UNAVAILABLE', 'Le service identity ne répond pas.'),
      'Échec de la suppression',
      'Le service identity ne répond pas.',
    ],
    [new Response('oops', { status: 500 }), 'Échec de la suppression', 'Une erreur est survenue.'],
  ])('reports a failure (%#) and stays signed in', async (response, title, description) => {
    deletionResponse = () => response;
    renderApp('/profile', client);
    const user = userEvent.setup();
    await toPasswordStep(user);

    await confirmWith(user, 'mauvais');

    expect(await screen.findByText(title)).toBeInTheDocument();
    if (description) expect(screen.getByText(description)).toBeInTheDocument();
    expect(client.logout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Supprimer définitivement' })).toBeEnabled();
  });
});
