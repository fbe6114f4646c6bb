import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs; the previews only need some URL.
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function signedOut() {
  return fakeAuthClient(undefined);
}

/** The multipart form posted to /uploads/signup. */
function sentForm(): FormData {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/uploads/signup');
  expect(init?.method).toBe('POST');
  return init?.body as FormData;
}

/** The form's text fields. */
function sentInput(): Record<string, unknown> {
  return Object.fromEntries(
    [...sentForm().entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function toAccountStep(user: UserEvent, role: 'Employeur' | 'Travailleur') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${role}`) }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await user.click(await screen.findByRole('button', { name: 'Suivant' }));
  await screen.findByLabelText('Nom complet');
}

async function fillAccount(
  user: UserEvent,
  values: { fullName?: string; email?: string; password?: string },
) {
  if (values.fullName) await user.type(screen.getByLabelText('Nom complet'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Mot de passe'), values.password);
}

async function chooseProfession(user: UserEvent, profession: string) {
  await user.click(screen.getByLabelText('Métier'));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${profession}"]`);
    if (!found) throw new Error(`option ${profession} absente`);
    return found;
  });
  await user.click(option);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: "S'inscrire" }));

const ACCOUNT = { fullName: 'Awa Ndiaye', email: 'awa@liggeey.test', password: 'secret-password' };

describe('/signup', () => {
  it('starts with the choice of role: two cards, keyboard-selectable, and Next waits for a choice', async () => {
    renderApp('/signup', signedOut());
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument();
    const employer = screen.getByRole('radio', { name: /^Employeur/ });
    const worker = screen.getByRole('radio', { name: /^Travailleur/ });
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();

    await user.click(employer);
    expect(employer).toBeChecked();
    expect(employer).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(worker).toBeChecked();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  });

  it('goes back to / from step 1, and to the previous step after it, keeping the choices', async () => {
    const router = renderApp('/signup', signedOut());
    const user = userEvent.setup();

    await toAccountStep(user, 'Travailleur');
    await user.type(screen.getByLabelText('Nom complet'), 'Awa');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByLabelText('Photo de profil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByLabelText('Nom complet')).toHaveValue('Awa');

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('radio', { name: /^Travailleur/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Retour' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('previews the chosen pictures and refuses a non-image or one over 5 MB', async () => {
    renderApp('/signup', signedOut());
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: /^Employeur/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await user.upload(
      await screen.findByLabelText('Photo de profil'),
      new File(['x'], 'moi.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Aperçu : photo de profil')).toHaveAttribute('src', 'blob:apercu');

    await user.upload(
      screen.getByLabelText('Photo de couverture'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText("L'image doit être au format JPEG, PNG ou WebP.")).toBeInTheDocument();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo de couverture'), huge);
    expect(await screen.findByText("L'image ne doit pas dépasser 5 Mo.")).toBeInTheDocument();
    expect(screen.queryByAltText('Aperçu : photo de couverture')).not.toBeInTheDocument();
  });

  it('sends the chosen pictures with the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: ACCOUNT.email }));
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Employeur/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.upload(
      await screen.findByLabelText('Photo de profil'),
      new File(['x'], 'moi.png', { type: 'image/png' }),
    );
    await user.upload(
      screen.getByLabelText('Photo de couverture'),
      new File(['y'], 'boutique.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await fillAccount(user, ACCOUNT);
    await submit(user);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((sentForm().get('avatar') as File).name).toBe('moi.png');
    expect((sentForm().get('cover') as File).name).toBe('boutique.jpg');
    expect(sentForm().get('cv')).toBeNull();
  });

  it("asks for every field with 'Champs requis' before sending anything", async () => {
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    await fillAccount(user, { fullName: 'Awa Ndiaye', email: 'awa@liggeey.test' });
    await submit(user);

    expect(await screen.findByText('Champs requis')).toBeInTheDocument();
    expect(screen.getByText('Veuillez remplir tous les champs.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks a worker for a trade with 'Champ requis'", async () => {
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Travailleur');

    await fillAccount(user, ACCOUNT);
    await submit(user);

    expect(await screen.findByText('Champ requis')).toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir un métier.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email shape and the password length inline', async () => {
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    await fillAccount(user, { fullName: 'Awa Ndiaye', email: 'pas-un-email', password: 'court' });
    await submit(user);

    expect(await screen.findByText('Veuillez saisir une adresse email valide.')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the typed trade of a worker who chose 'Autre', and reads busy meanwhile", async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Travailleur');

    await fillAccount(user, ACCOUNT);
    expect(screen.getByText('PDF, DOC ou DOCX, 5 Mo maximum.')).toBeInTheDocument();
    await chooseProfession(user, 'Autre');
    await user.type(await screen.findByLabelText('Précisez votre métier'), 'Soudeur');
    await submit(user);

    expect(await screen.findByRole('button', { name: /Inscription en cours/ })).toBeInTheDocument();
    expect(sentInput()).toEqual({
      fullName: 'Awa Ndiaye',
      email: 'awa@liggeey.test',
      password: 'secret-password',
      type: 'worker',
      profession: 'Soudeur',
    });
  });

  it('sends a listed trade as is, and refuses a CV that is not PDF, DOC or DOCX', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: ACCOUNT.email }));
    renderApp('/signup', signedOut());
    const user = userEvent.setup({ applyAccept: false });
    await toAccountStep(user, 'Travailleur');

    await fillAccount(user, ACCOUNT);
    await chooseProfession(user, 'Électricien');
    await user.upload(
      screen.getByLabelText('CV (facultatif)'),
      new File(['x'], 'cv.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Le CV doit être un fichier PDF, DOC ou DOCX.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('CV (facultatif)'),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Fichier choisi : cv.pdf')).toBeInTheDocument();
    await submit(user);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ type: 'worker', profession: 'Électricien' });
    const cv = sentForm().get('cv');
    expect(cv).toBeInstanceOf(File);
    expect((cv as File).name).toBe('cv.pdf');
  });

  it('sends no trade for an employer, who is not asked for one', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: ACCOUNT.email }));
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    expect(screen.queryByLabelText('Métier')).not.toBeInTheDocument();
    await fillAccount(user, ACCOUNT);
    await submit(user);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toEqual({
      fullName: 'Awa Ndiaye',
      email: 'awa@liggeey.test',
      password: 'secret-password',
      type: 'employer',
    });
  });

  it('on success goes to /login, whose form page then shows the confirmation notice', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: ACCOUNT.email }));
    const client = signedOut();
    const router = renderApp('/signup', client);
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    await fillAccount(user, ACCOUNT);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?signup=1');
    // /login leaves for the provider, which comes back to the form page without the query.
    await waitFor(() => expect(client.login).toHaveBeenCalled());
    cleanup();
    renderApp('/login?challenge=ch-1', signedOut());

    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un e-mail de confirmation vous a été envoyé. Veuillez confirmer votre adresse avant de vous connecter.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Échec de l'inscription' with the server's message on a refused password", async () => {
    // An address that already has an account is answered like a new one; a weak password is not.
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
        },
        400,
      ),
    );
    const router = renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    await fillAccount(user, ACCOUNT);
    await submit(user);

    expect(await screen.findByText("Échec de l'inscription")).toBeInTheDocument();
    expect(
      screen.getByText('Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "S'inscrire" })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("falls back to 'Une erreur est survenue.' when the answer is unreadable", async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    await fillAccount(user, ACCOUNT);
    await submit(user);

    expect(await screen.findByText("Échec de l'inscription")).toBeInTheDocument();
    expect(screen.getByText('Une erreur est survenue.')).toBeInTheDocument();
  });

  it("reports an unreachable server as 'Erreur d'inscription'", async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    renderApp('/signup', signedOut());
    const user = userEvent.setup();
    await toAccountStep(user, 'Employeur');

    await fillAccount(user, ACCOUNT);
    await submit(user);

    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(screen.getByText('Impossible de contacter le serveur.')).toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', async () => {
    const router = renderApp('/signup', fakeAuthClient(userOfType('worker')));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5_000 });
    expect(within(document.body).queryByRole('radio')).not.toBeInTheDocument();
  });
});
