import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import type { SessionState } from '../../session/hooks/use-session';
import { userOfType } from '../../session/testing/fake-auth-client';
import { HAS_VISITED_KEY } from '../welcome-flag';
import { WELCOME_DIALOG_ID, WelcomeGate } from './welcome-gate';

/** index.html's welcome dialog, open as its inline script leaves it for a first visit. */
function openWelcomeDialog(): HTMLDialogElement {
  const markup = /<dialog[\s\S]*<\/dialog>/.exec(indexHtml)?.[0];
  if (!markup) throw new Error('index.html has no <dialog>');
  document.body.insertAdjacentHTML('beforeend', markup);
  const dialog = document.getElementById(WELCOME_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) throw new Error(`no <dialog id="${WELCOME_DIALOG_ID}">`);
  dialog.showModal();
  return dialog;
}

function renderGate(session: SessionState) {
  return render(
    <MemoryRouter initialEntries={['/metiers']}>
      <WelcomeGate session={session} />
      <Routes>
        <Route path="/metiers" element={<h1>Métiers</h1>} />
        <Route path="/signup" element={<h1>Inscription</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.getElementById(WELCOME_DIALOG_ID)?.remove();
});

describe('WelcomeGate', () => {
  it('offers sign-in and sign-up, and remembers the visit once closed', () => {
    const dialog = openWelcomeDialog();
    renderGate({ status: 'signedOut' });

    const welcome = screen.getByRole('dialog', { name: 'Bienvenue sur Liggeey' });
    expect(welcome).toBe(dialog);
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/signup');
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBeNull();

    dialog.close();
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBe('true');
    expect(dialog.open).toBe(false);
  });

  it('follows its links inside the app, closed and remembered', async () => {
    const user = userEvent.setup();
    const dialog = openWelcomeDialog();
    renderGate({ status: 'signedOut' });

    await user.click(screen.getByRole('link', { name: 'Inscription' }));
    await screen.findByRole('heading', { name: 'Inscription' });
    expect(dialog.open).toBe(false);
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBe('true');
  });

  it('closes for a signed-in person', async () => {
    const dialog = openWelcomeDialog();
    renderGate({ status: 'signedIn', user: userOfType('worker'), profile: null });

    await waitFor(() => expect(dialog.open).toBe(false));
  });
});
