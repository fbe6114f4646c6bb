import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '../../session/hooks/use-session';
import { userOfType } from '../../session/testing/fake-auth-client';
import { HAS_VISITED_KEY } from '../welcome-flag';
import { WelcomeGate } from './welcome-gate';

// Loaded up front so that a dialog wrongly due would appear well within the waits below.
beforeAll(() => import('./welcome-dialog'));
afterEach(() => localStorage.clear());

function renderGate(session: SessionState) {
  return render(
    <MemoryRouter>
      <WelcomeGate session={session} />
    </MemoryRouter>,
  );
}

const findDialog = () => screen.findByRole('dialog', { name: 'Bienvenue sur Liggeey' }, { timeout: 5_000 });

describe('WelcomeGate', () => {
  it('welcomes a first-time visitor with sign-in and sign-up, and remembers the visit on close', async () => {
    const user = userEvent.setup();
    const { unmount } = renderGate({ status: 'signedOut' });

    await findDialog();
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/signup');
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Bienvenue sur Liggeey' })).not.toBeInTheDocument();

    unmount();
    renderGate({ status: 'signedOut' });
    // Long enough for the lazy dialog to have appeared had it been due.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets the flag when the visitor follows one of its links', async () => {
    const user = userEvent.setup();
    renderGate({ status: 'signedOut' });

    await findDialog();
    await user.click(screen.getByRole('link', { name: 'Inscription' }));
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBe('true');
  });

  it('stays closed for a signed-in user', async () => {
    renderGate({ status: 'signedIn', user: userOfType('worker'), profile: null });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
