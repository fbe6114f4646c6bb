import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { AUTHENTICATE_URL } from '../authenticate';
import { leavePage } from '../leave-page';
import { SIGNUP_NOTICE_DURATION_MS } from '../login-notice';

vi.mock('../leave-page', () => ({ leavePage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(leavePage).mockReset();
  sessionStorage.clear();
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  // The first render loads the page's chunk: slow on a busy machine.
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('/login', () => {
  it('answers the challenge with the credentials and follows the redirect it gets back', async () => {
    const redirect = 'http://localhost:3000/dashboard#state=s&code=c';
    fetchMock.mockResolvedValue(jsonResponse({ redirect }));
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    await signInWith('awa@liggeey.test', 'secret-password');

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(redirect));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(AUTHENTICATE_URL);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      challenge: 'ch-1',
      email: 'awa@liggeey.test',
      password: 'secret-password',
      rememberMe: false,
    });
  });

  it('asks for a 30-day session when the member ticks Rester connecté', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ redirect: 'http://localhost:3000/dashboard#code=c' }));
    renderApp('/login?challenge=ch-2', fakeAuthClient(undefined));
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Rester connecté' }));

    await signInWith('awa@liggeey.test', 'secret-password');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toMatchObject({ challenge: 'ch-2', rememberMe: true });
  });

  it.each([
    [
      jsonResponse({ error: 'INVALID_CREDENTIALS', error_description: 'Invalid credentials' }, 401),
      'Échec de la connexion',
      'Email ou mot de passe incorrect.',
    ],
    [
      jsonResponse({ error: 'EMAIL_NOT_CONFIRMED', error_description: 'Email not confirmed' }, 403),
      'Email non confirmé',
      'Veuillez vérifier votre boîte mail pour confirmer votre compte.',
    ],
    [
      jsonResponse(
        { error: 'RATE_LIMITED', error_description: 'Trop de tentatives. Réessayez dans 2 minutes.' },
        429,
      ),
      'Échec de la connexion',
      'Trop de tentatives. Réessayez dans 2 minutes.',
    ],
    [
      jsonResponse({ error: 'account_suspended', error_description: 'Ce compte est suspendu.' }, 403),
      'Échec de la connexion',
      'Ce compte est suspendu.',
    ],
  ])('shows the spec’s notice for a refusal (%#)', async (response, title, description) => {
    fetchMock.mockResolvedValue(response);
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    await signInWith('awa@liggeey.test', 'wrong-password');

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it("reports an unreachable server as 'Erreur de connexion'", async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    await signInWith('awa@liggeey.test', 'secret-password');

    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(screen.getByText('Impossible de contacter le serveur.')).toBeInTheDocument();
  });

  it('requires both fields and an email-shaped email before sending anything', async () => {
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez saisir votre email.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'pas-un-email');
    expect(await screen.findByText('Veuillez saisir une adresse email valide.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws the form without antd, and shows the typed password on demand', async () => {
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Mot de passe');

    // Loaded twice with the provider's round trip: antd's code and styles would cost a slow phone twice.
    expect(screen.getByRole('main').querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher les caractères saisis' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Afficher les caractères saisis' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the password reset and sign-up links', async () => {
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    expect(await screen.findByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/mot-de-passe-oublie',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Inscription' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('without a challenge, starts a sign-in that comes back to /dashboard', async () => {
    const client = fakeAuthClient(undefined);
    renderApp('/login', client);

    await waitFor(() => expect(client.login).toHaveBeenCalledWith(`${window.location.origin}/dashboard`));
    expect(client.login).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('liggeey.loginPage')).toBe('user');
  });

  it('keeps the sign-up notice of /login?signup=1 through the provider round trip, then shows it for 9 s', async () => {
    const client = fakeAuthClient(undefined);
    renderApp('/login?signup=1', client);
    await waitFor(() => expect(client.login).toHaveBeenCalled());
    expect(screen.queryByText('Inscription réussie !')).not.toBeInTheDocument();
    cleanup();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));
    // jsdom runs no CSS transitions, so the notice stays in its leave state instead of unmounting.
    const leaving = () => screen.getByRole('alert').className.includes('fade-leave');

    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un e-mail de confirmation vous a été envoyé. Veuillez confirmer votre adresse avant de vous connecter.',
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SIGNUP_NOTICE_DURATION_MS - 500));
    expect(leaving()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(SIGNUP_NOTICE_DURATION_MS).toBe(9_000);
    expect(leaving()).toBe(true);
    expect(sessionStorage.getItem('liggeey.loginNotice')).toBeNull();
  });

  it("shows 'Adresse confirmée' on the form page after the confirmation link's /login?confirmed=1", async () => {
    const client = fakeAuthClient(undefined);
    renderApp('/login?confirmed=1', client);
    await waitFor(() => expect(client.login).toHaveBeenCalled());
    cleanup();

    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    expect(await screen.findByText('Adresse confirmée')).toBeInTheDocument();
    expect(screen.getByText('Votre compte est activé. Vous pouvez vous connecter.')).toBeInTheDocument();
  });

  it('says so when the confirmation link was invalid or expired (/login?confirmed=0)', async () => {
    const client = fakeAuthClient(undefined);
    renderApp('/login?confirmed=0', client);
    await waitFor(() => expect(client.login).toHaveBeenCalled());
    cleanup();

    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));

    expect(await screen.findByText('Lien invalide')).toBeInTheDocument();
    expect(screen.queryByText('Adresse confirmée')).not.toBeInTheDocument();
  });
});
