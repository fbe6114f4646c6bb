import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGatewayFetch, workerProfile } from '../testing/profiles-fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONTACT = { phone: '+221 77 000 00 00', email: 'awa@liggeey.test', address: '12 rue Blaise Diagne' };

function stubProfile(profile: Record<string, unknown>) {
  return stubGatewayFetch({
    Profile: () => ({ data: { profile } }),
    Portfolio: () => ({
      data: {
        portfolio: [
          {
            id: 'item-1',
            title: 'Robe de mariée',
            description: null,
            type: 'image',
            fileUrl: '/files/portfolio/worker-7/robe.webp',
            createdAt: '2026-02-01T00:00:00.000Z',
          },
          {
            id: 'item-2',
            title: 'Catalogue',
            description: null,
            type: 'pdf',
            fileUrl: '/files/portfolio/worker-7/catalogue.pdf',
            createdAt: '2026-02-01T00:00:00.000Z',
          },
        ],
      },
    }),
    Reviews: () => ({ data: { reviews: [] } }),
    FollowProfile: () => ({
      data: { followProfile: { id: 'worker-7', followerCount: 3, followedByMe: true } },
    }),
    UnfollowProfile: () => ({
      data: { unfollowProfile: { id: 'worker-7', followerCount: 2, followedByMe: false } },
    }),
  });
}

const openAs = (type: 'worker' | 'employer', path = '/profiles/worker-7') =>
  renderApp(path, fakeAuthClient(userOfType(type)));

describe('/profiles/:id', () => {
  it('shows the profile with its portfolio, without contact block when the API hides it', async () => {
    stubProfile(workerProfile());
    openAs('worker');

    expect(await screen.findByText('Chargement du profil...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Awa Diop/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Couturier')).toBeInTheDocument();
    expect(screen.getByText('Médina, Dakar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coordonnées' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Robe de mariée' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Ouvrir le PDF « Catalogue »/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('shows phone, email and address when the API returns the contact', async () => {
    stubProfile(workerProfile({ contact: CONTACT }));
    openAs('employer');

    const contact = await screen.findByRole('region', { name: 'Coordonnées' }, { timeout: 5000 });
    expect(within(contact).getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
      'href',
      `tel:${CONTACT.phone}`,
    );
    expect(within(contact).getByRole('link', { name: CONTACT.email })).toBeInTheDocument();
    expect(within(contact).getByText(CONTACT.address)).toBeInTheDocument();
  });

  it("says 'Non spécifié' without address and 'Aucune description fournie.' without description", async () => {
    stubProfile(workerProfile({ locality: null, description: null }));
    openAs('employer');
    const user = userEvent.setup();

    expect(await screen.findByText('Non spécifié', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'À propos' }));
    expect(await screen.findByText('Aucune description fournie.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Avis' }));
    expect(await screen.findByText('Aucun avis pour le moment.')).toBeInTheDocument();
  });

  it('follows then unfollows the profile with the server and says so', async () => {
    const { sent } = stubProfile(workerProfile());
    openAs('employer');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suivre' }, { timeout: 5000 }));

    expect(await screen.findByText('Vous suivez maintenant Awa Diop !')).toBeInTheDocument();
    expect(sent('FollowProfile')[0]?.variables).toEqual({ id: 'worker-7' });
    expect(screen.getByText('3 abonnés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ne plus suivre' }));
    expect(await screen.findByText('2 abonnés')).toBeInTheDocument();
    expect(sent('UnfollowProfile')).toHaveLength(1);
  });

  it('links Message to the messaging page for an available worker', async () => {
    stubProfile(workerProfile());
    openAs('employer');
    expect(await screen.findByRole('link', { name: 'Message' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/messages?recipient=worker-7',
    );
  });

  it('disables Message when the worker is unavailable', async () => {
    stubProfile(workerProfile({ available: false }));
    openAs('employer');
    expect(
      await screen.findByRole('button', { name: /Professionnel indisponible/ }, { timeout: 5000 }),
    ).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('offers the unimplemented actions and the share links in the menu', async () => {
    stubProfile(workerProfile());
    openAs('employer');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Plus d'actions" }, { timeout: 5000 }));
    const whatsapp = await screen.findByRole('link', { name: 'Partager sur WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent('/profiles/worker-7'));
    await user.click(screen.getByText('Inviter à collaborer'));
    expect(
      await screen.findByText("🚧 L'invitation à collaborer n'est pas encore implémentée."),
    ).toBeInTheDocument();
  });

  it('shows the owner an edit link to /profile instead of Suivre', async () => {
    stubProfile(workerProfile({ id: 'worker-1', contact: CONTACT }));
    openAs('worker', '/profiles/worker-1');

    expect(
      await screen.findByRole('link', { name: 'Modifier mon profil' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Suivre' })).not.toBeInTheDocument();
  });

  it("says 'Profil introuvable' and goes back to /profiles for a missing profile", async () => {
    stubGatewayFetch({
      Profile: () => ({ error: { message: 'Profil introuvable.', code: 'NOT_FOUND' } }),
      Workers: () => ({ data: { workers: { total: 0, page: 1, pageSize: 12, items: [] } } }),
    });
    const router = openAs('employer', '/profiles/nobody');

    expect(await screen.findByText('Profil introuvable', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Ce profil n'existe pas ou n'est plus disponible.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
  });
});
