import { screen } from '@testing-library/react';
import { PAYMENT_FAILED_MESSAGE } from '@liggeey/contracts/payment-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

let handlers: MockHandlers;
let stub: ReturnType<typeof stubGraphqlFetch>;

beforeEach(() => {
  handlers = {
    ConfirmPayment: (variables) => ({
      data: {
        confirmPayment: {
          txRef: (variables?.['input'] as { txRef: string }).txRef,
          status: 'successful',
          credits: 500,
        },
      },
    }),
  };
  stub = stubGraphqlFetch(handlers);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (query: string) =>
  renderApp(`/payment-confirmation${query}`, fakeAuthClient(userOfType('worker')));

describe('/payment-confirmation', () => {
  it('shows the pending state, asks the server after the 3-second wait, then the success', async () => {
    open('?status=successful&tx_ref=LGY-abc12345&transaction_id=42');
    expect(await screen.findByText('Vérification du paiement...', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(stub.sent('ConfirmPayment')).toHaveLength(0);

    expect(await screen.findByText('Paiement confirmé', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('500 crédits ont été ajoutés à votre compte.')).toBeInTheDocument();
    expect(stub.sent('ConfirmPayment')[0]?.variables).toEqual({
      input: { txRef: 'LGY-abc12345', transactionId: '42', status: 'successful' },
    });
  });

  it("shows the failure text when the server says so, whatever the address's status says", async () => {
    handlers['ConfirmPayment'] = () => ({
      data: { confirmPayment: { txRef: 'LGY-abc12345', status: 'failed', credits: 500 } },
    });
    open('?status=successful&tx_ref=LGY-abc12345&transaction_id=42');
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText('Paiement confirmé')).not.toBeInTheDocument();
  });

  it('shows the failure text for a cancelled checkout', async () => {
    handlers['ConfirmPayment'] = () => ({
      data: { confirmPayment: { txRef: 'LGY-abc12345', status: 'cancelled', credits: 500 } },
    });
    open('?status=cancelled&tx_ref=LGY-abc12345');
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE, {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('says a flagged payment is being checked, not that nothing was charged', async () => {
    handlers['ConfirmPayment'] = () => ({
      data: { confirmPayment: { txRef: 'LGY-abc12345', status: 'flagged', credits: 500 } },
    });
    open('?status=successful&tx_ref=LGY-abc12345&transaction_id=42');
    expect(
      await screen.findByText('Paiement en cours de vérification', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_FAILED_MESSAGE)).not.toBeInTheDocument();
  });

  it('does not ask the server about an address without reference', async () => {
    open('?status=successful');
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(stub.sent('ConfirmPayment')).toHaveLength(0);
  });
});
