import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();
const ANSWER =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Le lien est valable 1 heure.';
const INVALID_LINK =
  'Ce lien de réinitialisation est invalide ou a expiré. Veuillez faire une nouvelle demande.';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function sent(): { query: string; variables: unknown }[] {
  return fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(init?.body as string) as { query: string; variables: unknown },
  );
}

describe('/mot-de-passe-oublie', () => {
  it('is reached from the login form and shows the server answer after sending the address', async () => {
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();

    fetchMock.mockResolvedValue(jsonResponse({ data: { requestPasswordReset: { message: ANSWER } } }));
    await user.type(screen.getByLabelText('Email'), ' awa@liggeey.sn ');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByText('Vérifiez votre boîte mail')).toBeInTheDocument();
    expect(screen.getAllByText(ANSWER).length).toBeGreaterThan(0);
    expect(sent().map((body) => body.variables)).toEqual([{ email: 'awa@liggeey.sn' }]);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending anything', async () => {
    renderApp('/mot-de-passe-oublie', fakeAuthClient(undefined));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByText('Veuillez saisir une adresse email valide.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the limit text when there were too many requests', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'Trop de demandes de réinitialisation. Veuillez réessayer plus tard.',
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
      }),
    );
    renderApp('/mot-de-passe-oublie', fakeAuthClient(undefined));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'awa@liggeey.sn');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByText('Échec de la demande')).toBeInTheDocument();
    expect(
      screen.getByText('Trop de demandes de réinitialisation. Veuillez réessayer plus tard.'),
    ).toBeInTheDocument();
  });
});

describe('/reinitialiser-mot-de-passe', () => {
  async function choose(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), password);
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  }

  it('sends the token and the new password, then shows the login notice', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { resetPassword: true } }));
    const client = fakeAuthClient(undefined);
    const router = renderApp('/reinitialiser-mot-de-passe?token=tok-1', client);

    await choose('Nouveau-mdp-2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page loads on demand; once it has left for the provider it has kept the notice.
    await waitFor(() => expect(client.login).toHaveBeenCalled());
    expect(router.state.location.search).toBe('?reset=1');
    expect(sent().map((body) => body.variables)).toEqual([{ token: 'tok-1', password: 'Nouveau-mdp-2026' }]);
    // /login leaves for the provider, which comes back to the form page without the query.
    cleanup();
    renderApp('/login?challenge=ch-1', fakeAuthClient(undefined));
    expect(await screen.findByText('Mot de passe modifié')).toBeInTheDocument();
    expect(
      screen.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter avec le nouveau.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['spaces only', '          ', "Le mot de passe ne peut pas être composé uniquement d'espaces."],
    ['too short', 'Dkr-26', 'Le mot de passe doit contenir au moins 8 caractères.'],
  ])('refuses a password of %s before sending it', async (_case, password, message) => {
    renderApp('/reinitialiser-mot-de-passe?token=tok-1', fakeAuthClient(undefined));

    await choose(password);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the same password twice', async () => {
    renderApp('/reinitialiser-mot-de-passe?token=tok-1', fakeAuthClient(undefined));

    await choose('Nouveau-mdp-2026', 'Nouveau-mdp-2027');

    expect(await screen.findByText('Les deux mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password and keeps the form", async () => {
    const refusal = 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.';
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          { message: refusal, extensions: { code: 'VALIDATION_FAILED', details: { field: 'password' } } },
        ],
      }),
    );
    renderApp('/reinitialiser-mot-de-passe?token=tok-1', fakeAuthClient(undefined));

    await choose('password123');

    expect(await screen.findByText('Échec de la réinitialisation')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeEnabled();
  });

  it('offers a new request when the link is used or expired', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          { message: INVALID_LINK, extensions: { code: 'VALIDATION_FAILED', details: { field: 'token' } } },
        ],
      }),
    );
    renderApp('/reinitialiser-mot-de-passe?token=tok-1', fakeAuthClient(undefined));

    await choose('Nouveau-mdp-2026');

    expect(await screen.findAllByText('Lien invalide')).not.toHaveLength(0);
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/mot-de-passe-oublie',
    );
  });

  it('says the link is invalid when it has no token', async () => {
    renderApp('/reinitialiser-mot-de-passe', fakeAuthClient(undefined));

    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });
});
