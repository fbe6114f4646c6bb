import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();
const EMAIL_ANSWER =
  'Un e-mail de confirmation a été envoyé à la nouvelle adresse. Votre adresse sera modifiée dès que vous aurez cliqué sur le lien (valable 24 heures).';
const DEVICES = [
  {
    id: '7c0f5d5e-1111-4a4a-9a9a-000000000001',
    device: 'Chrome 120 · Android 10',
    country: 'SN',
    signedInAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-25T09:30:00.000Z',
    current: true,
  },
  {
    id: '7c0f5d5e-1111-4a4a-9a9a-000000000002',
    device: 'Firefox 132 · Windows 10',
    country: null,
    signedInAt: '2026-11-01T08:00:00.000Z',
    lastSeenAt: '2026-11-24T18:00:00.000Z',
    current: false,
  },
];

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
  price: null,
  locality: null,
  contact: { phone: null, email: 'worker@liggeey.test', address: null },
};

/** Answers for the operations other than the page's reads, by operation name. */
let answers: Record<string, () => unknown>;

beforeEach(() => {
  answers = {};
  fetchMock.mockImplementation((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as { query: string };
    const name = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
    const body =
      answers[name]?.() ??
      (name === 'MySessions'
        ? { data: { mySessions: DEVICES } }
        : name === 'UnreadConversationCount'
          ? { data: { unreadConversationCount: 0 } }
          : { data: { myProfile: MY_PROFILE } });
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

function sent(name: string): unknown[] {
  return fetchMock.mock.calls
    .map(([, init]) => JSON.parse(init?.body as string) as { query: string; variables?: unknown })
    .filter(({ query }) => query.includes(` ${name}`))
    .map(({ variables }) => variables);
}

const refused = (message: string) => () => ({
  data: null,
  errors: [{ message, extensions: { code: 'VALIDATION_FAILED', details: { field: 'currentPassword' } } }],
});

describe('the security section of /profile', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    answers['EndSession'] = () => ({ data: { endSession: true } });
    renderApp('/profile', fakeAuthClient(userOfType('worker')));
    const user = userEvent.setup();

    const list = await screen.findByText('Chrome 120 · Android 10');
    expect(within(list.closest('li') as HTMLElement).getByText('Cet appareil')).toBeInTheDocument();
    expect(screen.getByText(/Sénégal · Dernière activité/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Déconnecter/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Déconnecter Firefox 132 · Windows 10' }));

    await waitFor(() => expect(sent('EndSession')).toEqual([{ id: DEVICES[1]?.id }]));
    expect(await screen.findByText('Appareil déconnecté')).toBeInTheDocument();
  });

  it('signs every device out, this one included, after a confirmation', async () => {
    answers['EndAllSessions'] = () => ({ data: { endAllSessions: true } });
    const client = fakeAuthClient(userOfType('worker'));
    renderApp('/profile', client);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Se déconnecter partout' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Se déconnecter partout' }));

    await waitFor(() => expect(client.logout).toHaveBeenCalled());
    expect(sent('EndAllSessions')).toHaveLength(1);
  });

  it('changes the password with the current one and says how many devices were signed out', async () => {
    answers['ChangePassword'] = () => ({ data: { changePassword: { endedSessions: 2 } } });
    renderApp('/profile', fakeAuthClient(userOfType('worker')));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'Ancien-2026');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-Mbour-2026');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'Nouveau-Mbour-2026');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText('Mot de passe modifié')).toBeInTheDocument();
    expect(screen.getByText(/2 autres appareils ont été déconnectés/)).toBeInTheDocument();
    expect(sent('ChangePassword')).toEqual([
      { currentPassword: 'Ancien-2026', newPassword: 'Nouveau-Mbour-2026' },
    ]);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    answers['ChangePassword'] = refused('Mot de passe actuel incorrect.');
    renderApp('/profile', fakeAuthClient(userOfType('worker')));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'pas-le-bon');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-Mbour-2026');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'Nouveau-Mbour-2026');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText('Mot de passe actuel incorrect.')).toBeInTheDocument();
  });

  it('asks for a new address with the password and shows the answer', async () => {
    answers['RequestEmailChange'] = () => ({ data: { requestEmailChange: { message: EMAIL_ANSWER } } });
    renderApp('/profile', fakeAuthClient(userOfType('worker')));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nouvelle adresse e-mail'), 'awa.nouvelle@exemple.sn');
    const card = screen.getByText('Adresse e-mail').closest('.ant-card') as HTMLElement;
    await user.type(within(card).getByLabelText('Mot de passe'), 'Ancien-2026');
    await user.click(screen.getByRole('button', { name: "Changer d'adresse" }));

    expect(await screen.findByText(EMAIL_ANSWER)).toBeInTheDocument();
    expect(sent('RequestEmailChange')).toEqual([
      { newEmail: 'awa.nouvelle@exemple.sn', password: 'Ancien-2026' },
    ]);
  });
});

describe('/confirmer-email', () => {
  it('confirms on a click, not on load, and shows the new address', async () => {
    answers['ConfirmEmailChange'] = () => ({ data: { confirmEmailChange: 'awa.nouvelle@exemple.sn' } });
    renderApp('/confirmer-email?token=abc', fakeAuthClient(undefined));
    const user = userEvent.setup();

    const button = await screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' });
    expect(sent('ConfirmEmailChange')).toHaveLength(0);
    await user.click(button);

    expect(
      await screen.findByText('Votre compte utilise désormais awa.nouvelle@exemple.sn.'),
    ).toBeInTheDocument();
    expect(sent('ConfirmEmailChange')).toEqual([{ token: 'abc' }]);
  });
});
