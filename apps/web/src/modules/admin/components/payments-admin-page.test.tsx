import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `t${n}`,
  userId: `u${n}`,
  fullName: `Client ${n}`,
  email: `client${n}@liggeey.test`,
  description: `Achat : Pack ${n} crédits`,
  type: 'purchase',
  amount: n,
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

const payment = (txRef: string, overrides: Record<string, unknown>) => ({
  txRef,
  userId: 'u1',
  fullName: 'Awa Diop',
  email: 'awa@liggeey.test',
  amount: 2500,
  paidAmount: null,
  credits: 250,
  status: 'pending',
  credited: false,
  reviewReason: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    AdminPayments: () => ({
      data: {
        adminPayments: {
          total: 2,
          page: 1,
          pageSize: 20,
          items: [
            payment('LGY-flagged', {
              status: 'flagged',
              paidAmount: 2499,
              credited: false,
              reviewReason: 'Montant reçu 2499 F CFA, attendu 2500 F CFA.',
            }),
            payment('LGY-paid', { status: 'successful', paidAmount: 2500, credited: true }),
          ],
        },
      },
    }),
    AdminTransactions: (variables) => ({
      data: {
        adminTransactions: {
          total: 25,
          page: variables?.['page'],
          pageSize: 20,
          items:
            variables?.['page'] === 2
              ? [row(21)]
              : [
                  row(250),
                  row(100, { type: 'spend', amount: -100, description: 'Boost offre' }),
                  row(3, { userId: null, fullName: null, email: null }),
                ],
        },
      },
    }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/payments', () => {
  it('lists every transaction with the user name and e-mail, and pages on the server', async () => {
    renderApp('/admin/payments', fakeAuthClient(userOfType('admin')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiements' }, { timeout: 5000 }),
    ).toBeVisible();
    const purchase = (await screen.findByText('Client 250')).closest('tr') as HTMLElement;
    expect(within(purchase).getByText('client250@liggeey.test')).toBeInTheDocument();
    expect(within(purchase).getByText('Achat')).toBeInTheDocument();
    expect(within(purchase).getByText('+250 crédits')).toBeInTheDocument();
    const spend = screen.getByText('Boost offre').closest('tr') as HTMLElement;
    expect(within(spend).getByText('Dépense')).toBeInTheDocument();
    expect(within(spend).getByText('-100 crédits')).toBeInTheDocument();
    expect(screen.getByText('Compte supprimé')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Client 21')).toBeInTheDocument();
    expect(sent('AdminTransactions').map((request) => request.variables)).toEqual([
      { page: 1, pageSize: 20, q: null },
      { page: 2, pageSize: 20, q: null },
    ]);
  });

  it('searches the transactions on the server once typing pauses, from their first page', async () => {
    renderApp('/admin/payments', fakeAuthClient(userOfType('admin')));
    await screen.findByText('Client 250', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByText('Client 21');

    await user.type(screen.getByRole('searchbox'), 'awa@');
    await waitFor(() =>
      expect(sent('AdminTransactions').at(-1)?.variables).toEqual({ page: 1, pageSize: 20, q: 'awa@' }),
    );
    // One request for the whole term, not one per key.
    expect(sent('AdminTransactions').filter((request) => request.variables?.['q'])).toHaveLength(1);
  });

  it('shows the payments with the provider, a flagged one with its reason', async () => {
    renderApp('/admin/payments', fakeAuthClient(userOfType('admin')));
    await screen.findByText('Client 250', {}, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Paiements reçus' }));

    const flagged = (await screen.findByText('LGY-flagged')).closest('tr') as HTMLElement;
    expect(within(flagged).getByText('À vérifier')).toBeInTheDocument();
    expect(within(flagged).getByText('Montant reçu 2499 F CFA, attendu 2500 F CFA.')).toBeInTheDocument();
    expect(within(flagged).getByText('2 500 F CFA (reçu : 2 499 F CFA)')).toBeInTheDocument();
    const paid = screen.getByText('LGY-paid').closest('tr') as HTMLElement;
    expect(within(paid).getByText('Réussi')).toBeInTheDocument();
    expect(within(paid).getByText('awa@liggeey.test')).toBeInTheDocument();
  });

  it('credits the paid payments still without credits and says how many', async () => {
    handlers['AdminCreditStuckPayments'] = () => ({
      data: {
        adminCreditStuckPayments: {
          examined: 3,
          credited: 2,
          remaining: [{ txRef: 'LGY-held', reason: 'Crédits non accordés' }],
        },
      },
    });
    renderApp('/admin/payments', fakeAuthClient(userOfType('admin')));
    await screen.findByText('Client 250', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Paiements reçus' }));
    await user.click(await screen.findByRole('button', { name: 'Créditer les paiements en attente' }));

    expect(await screen.findByText('2 paiements crédités sur 3.')).toBeInTheDocument();
    expect(screen.getByText('1 paiement à vérifier.')).toBeInTheDocument();
    expect(sent('AdminCreditStuckPayments')).toHaveLength(1);
    // The table is read again, with the credits now granted.
    await waitFor(() => expect(sent('AdminPayments').length).toBeGreaterThan(1));
  });

  it('is reachable from the admin page', async () => {
    renderApp('/admin', fakeAuthClient(userOfType('admin')));
    expect(await screen.findByRole('link', { name: 'Paiements' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
  });
});
