import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { AUTHENTICATE_URL } from '../authenticate';
import { LOGIN_PAGE_IMAGE_URL } from '../hooks/use-login-page-image';

vi.mock('../leave-page', () => ({ leavePage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

/** Answers the background image request, and the credentials with `authenticateAnswer`. */
function serve(authenticateAnswer: Promise<Response>, image: string | null = null) {
  fetchMock.mockImplementation((input) =>
    input === LOGIN_PAGE_IMAGE_URL
      ? Promise.resolve(new Response(JSON.stringify({ url: image })))
      : authenticateAnswer,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // What /admin-login leaves before the provider sends the browser to /login?challenge=….
  sessionStorage.setItem('liggeey.loginPage', 'admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

async function submitAdminForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'awa@liggeey.test');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('/admin-login', () => {
  it('starts a sign-in marked as the admin’s', async () => {
    sessionStorage.clear();
    serve(new Promise(() => undefined));
    const client = fakeAuthClient(undefined);
    renderApp('/admin-login', client);

    await waitFor(() => expect(client.login).toHaveBeenCalledWith(`${window.location.origin}/dashboard`));
    expect(sessionStorage.getItem('liggeey.loginPage')).toBe('admin');
  });

  it('shows the admin form on the challenge page, with the notice and the chosen background', async () => {
    serve(new Promise(() => undefined), 'https://cdn.liggeey.test/fond.jpg');
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByText('Toutes les tentatives de connexion sont enregistrées.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('admin-login-backdrop').style.backgroundImage).toContain(
        'https://cdn.liggeey.test/fond.jpg',
      ),
    );
  });

  it("reads 'Vérification...' while busy and sends an admin-only attempt", async () => {
    serve(new Promise(() => undefined));
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    await submitAdminForm();

    expect(await screen.findByRole('button', { name: 'Vérification...' })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([input]) => input === AUTHENTICATE_URL);
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({ challenge: 'ch-1', adminOnly: true });
  });

  it("refuses a non-admin with 'Accès réservé à l'administrateur.'", async () => {
    serve(
      Promise.resolve(
        new Response(JSON.stringify({ error: 'ADMIN_ONLY', error_description: 'Not an admin' }), {
          status: 403,
        }),
      ),
    );
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    await submitAdminForm();

    expect(await screen.findByText("Accès réservé à l'administrateur.")).toBeInTheDocument();
    expect(screen.getByText('Échec de la connexion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it("falls back to 'Email ou mot de passe invalide.' when the server gives no reason", async () => {
    serve(Promise.resolve(new Response('Bad Gateway', { status: 502 })));
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    await submitAdminForm();

    expect(await screen.findByText('Email ou mot de passe invalide.')).toBeInTheDocument();
  });
});
