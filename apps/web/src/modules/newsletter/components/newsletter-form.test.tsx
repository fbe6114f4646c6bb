import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { ToastHost } from '../../../shared/notifications/toast';
import { NewsletterForm } from './newsletter-form';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastHost />
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

async function submit(email: string) {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await user.click(screen.getByRole('button', { name: "S'inscrire" }));
}

function sentVariables() {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(init?.body as string) as { variables: unknown }).variables,
  );
}

describe('NewsletterForm', () => {
  it('refuses an address that is not text@text.text and sends nothing', async () => {
    await submit('awa@liggeey');

    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes a valid address and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: { subscribeToNewsletter: { email: 'awa@liggeey.sn' } },
      }),
    );
    await submit('  awa@liggeey.sn ');

    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(screen.getByText('Merci de vous être abonné à notre newsletter.')).toBeInTheDocument();
    expect(sentVariables()).toEqual([{ email: 'awa@liggeey.sn' }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(''));
  });

  it('thanks a visitor whose address was already on the list exactly like a new one', async () => {
    // The server answers a repeat like a first subscription; the form asks only for the address.
    fetchMock.mockResolvedValue(
      jsonResponse({ data: { subscribeToNewsletter: { email: 'awa@liggeey.sn' } } }),
    );
    await submit('awa@liggeey.sn');

    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(screen.getByText('Merci de vous être abonné à notre newsletter.')).toBeInTheDocument();
    expect(screen.queryByText('Déjà inscrit')).not.toBeInTheDocument();
    expect(screen.queryByText('Erreur')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.body).not.toContain('alreadySubscribed');
  });

  it('says the newsletter server cannot be reached on a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit('awa@liggeey.sn');

    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(screen.getByText('Impossible de contacter le serveur de newsletter.')).toBeInTheDocument();
  });

  it('says the subscription failed on any other error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
    );
    await submit('awa@liggeey.sn');

    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(screen.getByText("Impossible de s'inscrire à la newsletter.")).toBeInTheDocument();
  });
});
