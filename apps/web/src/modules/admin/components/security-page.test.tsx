import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { LOGIN_PAGE_IMAGE_URL } from '../../login/hooks/use-login-page-image';
import { formatAttemptDate } from '../login-attempts';
import { expectAcceptedByGateway } from '../testing/gateway-schema';

const fetchMock = vi.fn<typeof fetch>();

const SETTINGS = {
  minPasswordLength: 8,
  blockFailedLogin: true,
  failedLoginAttempts: 5,
  adminSessionIdleMinutes: 30,
  twoFactorAuth: false,
};

const ATTEMPTS = [
  {
    id: '1',
    email: 'awa@liggeey.test',
    ip: '10.0.0.1',
    userAgent: 'Firefox',
    success: true,
    reason: null,
    createdAt: '2026-11-20T10:15:00.000Z',
  },
  {
    id: '2',
    email: 'moussa@liggeey.test',
    ip: '192.168.1.7',
    userAgent: null,
    success: false,
    reason: 'invalid_credentials',
    createdAt: '2026-11-19T08:00:00.000Z',
  },
  {
    id: '3',
    email: 'fatou@liggeey.test',
    ip: '172.16.0.3',
    userAgent: null,
    success: false,
    reason: 'rate_limited',
    createdAt: '2026-11-18T08:00:00.000Z',
  },
];

interface SentRequest {
  query: string;
  variables?: Record<string, unknown>;
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const AUDIT = [
  {
    id: 'e1',
    actorEmail: 'admin@liggeey.test',
    action: 'user.suspended',
    targetType: 'user',
    targetId: 'u1',
    summary: 'compte-suspendu@liggeey.test',
    at: '2026-11-20T10:00:00.000Z',
  },
];

let saveResponse: () => Response;
let loginImage: string | null;
let loginImageResponse: () => Response;

/** The GraphQL requests sent (the login image is read with a plain GET). */
function sent(): SentRequest[] {
  return fetchMock.mock.calls
    .filter(([, init]) => typeof init?.body === 'string')
    .map(([, init]) => JSON.parse(init?.body as string) as SentRequest);
}

beforeEach(() => {
  loginImage = null;
  loginImageResponse = () =>
    jsonResponse({ data: { setLoginImage: { url: 'https://images.example/dakar.jpg' } } });
  saveResponse = () =>
    jsonResponse({ data: { updateSecuritySettings: { ...SETTINGS, minPasswordLength: 12 } } });
  fetchMock.mockImplementation((url, init) => {
    if (url === LOGIN_PAGE_IMAGE_URL) return Promise.resolve(jsonResponse({ url: loginImage }));
    const { query, variables } = JSON.parse(init?.body as string) as SentRequest;
    expectAcceptedByGateway(query, variables);
    if (query.includes('mutation SetLoginImage')) return Promise.resolve(loginImageResponse());
    if (query.includes('query AdminAuditLog'))
      return Promise.resolve(jsonResponse({ data: { adminAuditLog: { total: 1, items: AUDIT } } }));
    if (query.includes('mutation UpdateSecuritySettings')) return Promise.resolve(saveResponse());
    if (query.includes('query LoginAttempts'))
      return Promise.resolve(jsonResponse({ data: { loginAttempts: ATTEMPTS } }));
    if (query.includes('query SecuritySettings'))
      return Promise.resolve(jsonResponse({ data: { securitySettings: SETTINGS } }));
    return Promise.resolve(jsonResponse({ data: { health: { status: 'ok', services: [] } } }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

function openSecurity() {
  return renderApp('/admin/security', fakeAuthClient(userOfType('admin')));
}

const minLength = () => screen.findByLabelText('Longueur minimale du mot de passe', {}, { timeout: 5000 });

describe('/admin/security', () => {
  it('is linked from /admin and leads back to it', async () => {
    const router = renderApp('/admin', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Sécurité' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
    await minLength();

    await user.click(screen.getByRole('button', { name: /Retour à l'administration/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('loads the rules from the server', async () => {
    openSecurity();

    expect(await minLength()).toHaveValue('8');
    expect(screen.getByRole('switch', { name: 'Bloquer après des échecs de connexion' })).toBeChecked();
    expect(screen.getByLabelText('Nombre de tentatives')).toHaveValue('5');
    expect(screen.getByLabelText('Déconnexion des administrateurs après inactivité (minutes)')).toHaveValue(
      '30',
    );
    expect(sent().find((request) => request.query.includes('query LoginAttempts'))?.variables).toEqual({
      limit: 50,
    });
  });

  it("saves the changed values and says 'Paramètres enregistrés'", async () => {
    openSecurity();
    const user = userEvent.setup();

    const input = await minLength();
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('switch', { name: 'Bloquer après des échecs de connexion' }));
    const idle = screen.getByLabelText('Déconnexion des administrateurs après inactivité (minutes)');
    await user.clear(idle);
    await user.type(idle, '15');
    await user.click(
      screen.getByRole('switch', { name: 'Authentification à deux facteurs pour les administrateurs' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
    const save = sent().find((request) => request.query.includes('mutation UpdateSecuritySettings'));
    expect(save?.variables).toEqual({
      input: {
        minPasswordLength: 12,
        blockFailedLogin: false,
        failedLoginAttempts: 5,
        adminSessionIdleMinutes: 15,
        twoFactorAuth: true,
      },
    });
  });

  it('shows the server message when saving fails', async () => {
    saveResponse = () =>
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'Le nombre de tentatives doit être compris entre 1 et 100.',
            extensions: { code: 'VALIDATION_FAILED' },
          },
        ],
      });
    openSecurity();
    const user = userEvent.setup();

    await minLength();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText('Le nombre de tentatives doit être compris entre 1 et 100.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Paramètres enregistrés')).not.toBeInTheDocument();
  });

  it('lists the sign-in attempts in French and filters them by email or IP', async () => {
    openSecurity();
    const user = userEvent.setup();

    const first = await screen.findByRole('row', { name: /awa@liggeey\.test/ }, { timeout: 5000 });
    expect(within(first).getByText(formatAttemptDate('2026-11-20T10:15:00.000Z'))).toBeInTheDocument();
    expect(within(first).getByText('10.0.0.1')).toBeInTheDocument();
    expect(within(first).getByText('Réussie')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /moussa@liggeey\.test/ });
    expect(within(second).getByText('Échouée')).toBeInTheDocument();
    expect(within(second).getByText('Identifiants incorrects')).toBeInTheDocument();
    expect(screen.getByText('Trop de tentatives')).toBeInTheDocument();
    expect(formatAttemptDate('2026-11-20T10:15:00.000Z')).toMatch(/^\d{2}\/\d{2}\/2026/);

    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, '192.168');
    await waitFor(() => expect(screen.queryByText('awa@liggeey.test')).not.toBeInTheDocument());
    expect(screen.getByText('compte-suspendu@liggeey.test')).toBeInTheDocument();
    expect(screen.queryByText('fatou@liggeey.test')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'FATOU');
    expect(await screen.findByText('fatou@liggeey.test')).toBeInTheDocument();
    expect(screen.queryByText('moussa@liggeey.test')).not.toBeInTheDocument();
  });
});

describe('/admin/security appearance panel', () => {
  it("saves the login image's address, and says when it could not be saved", async () => {
    renderApp('/admin/security', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();
    const address = await screen.findByLabelText("Adresse de l'image", {}, { timeout: 5000 });

    await user.type(address, 'https://images.example/dakar.jpg');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'image" }));

    await screen.findByText('Image de connexion enregistrée');
    expect(sent().find((request) => request.query.includes('SetLoginImage'))?.variables).toEqual({
      url: 'https://images.example/dakar.jpg',
    });

    loginImageResponse = () =>
      jsonResponse({ errors: [{ message: 'Refusé.', extensions: { code: 'VALIDATION_FAILED' } }] });
    await user.click(screen.getByRole('button', { name: "Enregistrer l'image" }));
    expect(await screen.findByText("L'image de connexion n'a pas pu être sauvegardée.")).toBeInTheDocument();
  });
});

describe('/admin/security audit log', () => {
  it('lists the admin actions in French and filters them on the server', async () => {
    renderApp('/admin/security', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();

    expect(await screen.findByText('Utilisateur suspendu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('compte-suspendu@liggeey.test')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: "Type d'action" }));
    await user.click(await screen.findByTitle('Annonce rejetée'));

    const lastAsked = () =>
      sent()
        .filter((request) => request.query.includes('AdminAuditLog'))
        .at(-1)?.variables;
    await waitFor(() =>
      expect(lastAsked()).toEqual({
        input: { page: 1, pageSize: 20, sort: 'at', order: 'desc', action: 'job.rejected' },
      }),
    );

    const auditTable = () => screen.getByText('compte-suspendu@liggeey.test').closest('table') as HTMLElement;
    await user.click(within(auditTable()).getByRole('columnheader', { name: /Date/ }));
    await waitFor(() =>
      expect(lastAsked()).toEqual({
        input: { page: 1, pageSize: 20, sort: 'at', order: 'asc', action: 'job.rejected' },
      }),
    );
    await user.click(within(auditTable()).getByRole('columnheader', { name: /Date/ }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ input: { sort: 'at', order: 'desc' } }));
  });
});
