import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch } from '../testing/graphql-fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIGURES = { workers: 120, employers: 35, admins: 2, jobs: 48, products: 3 };

function figure(title: string) {
  const card = screen.getByText(title).closest('.ant-statistic');
  return card ? within(card as HTMLElement) : null;
}

describe('/admin dashboard', () => {
  it('shows profiles by type, jobs, products and the revenue in euros (two decimals) and F CFA', async () => {
    stubGraphqlFetch({
      AdminDashboard: () => ({ data: { adminDashboard: { ...FIGURES, revenueXof: 810_000 } } }),
    });
    renderApp('/admin', fakeAuthClient(userOfType('admin')));

    expect(await screen.findByText(/^1\s234,84\s€$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^810\s000 F CFA$/)).toBeInTheDocument();
    expect(figure('Professionnels')?.getByText('120')).toBeInTheDocument();
    expect(figure('Employeurs')?.getByText('35')).toBeInTheDocument();
    expect(figure('Offres publiées')?.getByText('48')).toBeInTheDocument();
    expect(figure('Produits en boutique')?.getByText('3')).toBeInTheDocument();
  });

  it('links to every admin page of the back office', async () => {
    stubGraphqlFetch({ AdminDashboard: () => ({ data: { adminDashboard: { ...FIGURES, revenueXof: 0 } } }) });
    renderApp('/admin', fakeAuthClient(userOfType('admin')));

    const nav = await screen.findByRole(
      'navigation',
      { name: "Pages d'administration" },
      { timeout: 10_000 },
    );
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '/admin/users',
      '/admin/jobs',
      '/admin/products',
      '/admin/digital-products',
      '/admin/payments',
      '/admin/credits',
      '/admin/ai-analysis',
      '/admin/ai-training',
      '/admin/security',
      '/admin/promotion',
      '/admin/faq',
      '/admin/testimonials',
      '/admin/messages',
      '/admin/articles',
    ]);
  });

  it('shows a dash for a figure whose service did not answer', async () => {
    stubGraphqlFetch({
      AdminDashboard: () => ({ data: { adminDashboard: { ...FIGURES, jobs: null, revenueXof: null } } }),
    });
    renderApp('/admin', fakeAuthClient(userOfType('admin')));

    expect(await screen.findByText('120', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(figure('Offres publiées')?.getByText('—')).toBeInTheDocument();
    expect(figure('Revenus')?.getByText('—')).toBeInTheDocument();
  });
});
