import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserType } from '../modules/session/hooks/use-session';
import { fakeAuthClient, userOfType } from '../modules/session/testing/fake-auth-client';
import { renderApp } from '../modules/session/testing/render-app';

function openAs(type: UserType | 'visitor', path: string) {
  return renderApp(path, fakeAuthClient(type === 'visitor' ? undefined : userOfType(type)));
}

async function expectPath(router: ReturnType<typeof openAs>, path: string) {
  // The first visit to a lazy page waits for its module, which jsdom imports slowly.
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5_000 });
}

describe('route guards (spec §2)', () => {
  it("shows 'Chargement...' while the session loads", async () => {
    renderApp('/feed', fakeAuthClient(userOfType('worker'), { ready: new Promise(() => undefined) }));

    // The page's lazy loading shows 'Chargement...' first, then the guard shows its own while the
    // session loads: a node found early can be replaced, so the text is looked up again each time.
    await waitFor(() => expect(screen.getByText('Chargement...')).toBeInTheDocument(), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
  });

  it.each<[UserType | 'visitor', string, string]>([
    ['visitor', '/feed', '/login'],
    ['visitor', '/dashboard', '/login'],
    ['visitor', '/admin', '/login'],
    ['worker', '/search', '/dashboard'],
    ['worker', '/admin/users', '/dashboard'],
    ['employer', '/admin/security', '/dashboard'],
    ['visitor', '/admin/security', '/login'],
    ['worker', '/admin/faq', '/dashboard'],
    ['employer', '/admin/testimonials', '/dashboard'],
    ['worker', '/admin/messages', '/dashboard'],
    ['visitor', '/admin/faq', '/login'],
    ['visitor', '/admin/messages', '/login'],
    ['visitor', '/profile', '/login'],
    ['employer', '/admin', '/dashboard'],
    ['admin', '/dashboard', '/admin'],
    ['worker', '/worker/42', '/profiles'],
    ['employer', '/employer', '/dashboard'],
    ['worker', '/login', '/dashboard'],
  ])('sends a %s from %s to %s', async (type, from, to) => {
    const router = openAs(type, from);

    await expectPath(router, to);
  });

  it('lets each type into the pages it may see', async () => {
    const cases: [UserType, string, string][] = [
      ['worker', '/jobs', "Offres d'emploi"],
      ['employer', '/search', 'Rechercher des profils'],
      ['admin', '/search', 'Rechercher des profils'],
      ['worker', '/feed', "Fil d'actualités"],
      ['admin', '/admin', 'Administration'],
    ];
    for (const [type, path, title] of cases) {
      const router = openAs(type, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      cleanup();
    }
  });

  it('shows workers and employers their own dashboard', async () => {
    openAs('employer', '/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier une offre' })).toBeInTheDocument();
  });

  it("tells a visitor sent away from a profile that it needs signing in ('Accès restreint')", async () => {
    const router = openAs('visitor', '/profiles/7');

    await expectPath(router, '/login');
    expect(await screen.findByText('Accès restreint')).toBeInTheDocument();
    expect(screen.getByText('Veuillez vous connecter pour voir les profils.')).toBeInTheDocument();
  });
});
