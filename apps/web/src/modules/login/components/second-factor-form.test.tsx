import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { AUTHENTICATE_URL, SECOND_FACTOR_URL } from '../authenticate';
import { LOGIN_PAGE_IMAGE_URL } from '../hooks/use-login-page-image';
import { leavePage } from '../leave-page';

vi.mock('../leave-page', () => ({ leavePage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The provider's answers, in order, to the posts of the login page (the background image aside). */
function serve(...answers: Response[]) {
  fetchMock.mockImplementation((input) =>
    input === LOGIN_PAGE_IMAGE_URL
      ? Promise.resolve(jsonResponse({ url: null }))
      : Promise.resolve(answers.shift() ?? jsonResponse({}, 500)),
  );
}

function posted(url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => input === url)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(leavePage).mockReset();
  sessionStorage.clear();
});

async function typePassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email', undefined, { timeout: 5000 }), 'admin@liggeey.test');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('the two-factor step of the admin login', () => {
  it('asks for the code after the password, shows a wrong code’s error, then follows the redirect', async () => {
    const redirect = 'http://localhost:3000/dashboard#code=c';
    serve(
      jsonResponse({ secondFactor: 'code' }),
      jsonResponse({ error: 'INVALID_CODE', error_description: 'Code invalide.' }, 401),
      jsonResponse({ redirect }),
    );
    renderApp('/admin-login?challenge=ch-2fa', fakeAuthClient(undefined));
    const user = await typePassword();

    await screen.findByRole('heading', { name: 'Code de vérification' }, { timeout: 5000 });
    expect(leavePage).not.toHaveBeenCalled();
    const code = screen.getByLabelText('Code de vérification');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code invalide.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(redirect));
    expect(posted(SECOND_FACTOR_URL)).toEqual([
      { challenge: 'ch-2fa', code: '000000' },
      { challenge: 'ch-2fa', code: '123456' },
    ]);
  });

  it('sets the application up with the QR code and the key, then shows the recovery codes once', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);
    serve(
      jsonResponse({
        secondFactor: 'enrol',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Liggeey:admin%40liggeey.test?secret=JBSWY3DPEHPK3PXP&issuer=Liggeey',
      }),
      jsonResponse({ redirect: 'http://localhost:3000/dashboard#code=c', recoveryCodes }),
    );
    renderApp('/admin-login?challenge=ch-enrol', fakeAuthClient(undefined));
    const user = await typePassword();

    await screen.findByRole(
      'heading',
      { name: "Configurer l'authentification à deux facteurs" },
      { timeout: 5000 },
    );
    expect(
      screen.getByRole('img', { name: "QR code à scanner avec votre application d'authentification" }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer et se connecter' }));

    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(leavePage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "J'ai noté mes codes, continuer" }));
    expect(leavePage).toHaveBeenCalledWith('/dashboard');
    expect(posted(AUTHENTICATE_URL)).toHaveLength(1);
  });
});
