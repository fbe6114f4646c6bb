import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

interface SentRequest {
  query: string;
  variables?: Record<string, unknown>;
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let sendResponse: () => Response;

const contactRequests = () =>
  fetchMock.mock.calls
    .map(([, init]) => JSON.parse(init?.body as string) as SentRequest)
    .filter((request) => request.query.includes('mutation SendContactMessage'));

beforeEach(() => {
  sendResponse = () => jsonResponse({ data: { sendContactMessage: true } });
  fetchMock.mockImplementation((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as SentRequest;
    if (query.includes('mutation SendContactMessage')) return Promise.resolve(sendResponse());
    return Promise.resolve(jsonResponse({ data: null, errors: [{ message: 'inattendu' }] }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

async function openContact() {
  renderApp('/contact', fakeAuthClient(undefined));
  await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' }, { timeout: 5000 });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const send = () => screen.getByRole('button', { name: 'Envoyer le message' });

describe('/contact', () => {
  it('sends the four fields and clears the form after "Message envoyé !"', async () => {
    const user = await openContact();

    await fill(user, {
      Nom: '  Awa Diop ',
      Email: 'awa@liggeey.test',
      Sujet: 'Mon compte',
      Message: 'Bonjour, je ne reçois pas le mail.',
    });
    await user.click(send());

    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(contactRequests().map((request) => request.variables)).toEqual([
      {
        input: {
          name: 'Awa Diop',
          email: 'awa@liggeey.test',
          subject: 'Mon compte',
          message: 'Bonjour, je ne reçois pas le mail.',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    // A public page drawn without antd's components, whose styles a slow phone would compute.
    expect(screen.getByRole('main').querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it("refuses missing fields with 'Veuillez remplir tous les champs.' and sends nothing", async () => {
    const user = await openContact();

    await fill(user, { Nom: 'Awa', Email: 'awa@liggeey.test', Sujet: '   ' });
    await user.click(send());

    expect((await screen.findAllByText('Veuillez remplir tous les champs.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Sujet')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nom')).not.toHaveAttribute('aria-invalid', 'true');
    expect(contactRequests()).toHaveLength(0);
  });

  it("refuses a malformed e-mail with 'Veuillez saisir une adresse e-mail valide.' and sends nothing", async () => {
    const user = await openContact();

    await fill(user, { Nom: 'Awa', Email: 'awa@liggeey', Sujet: 'Sujet', Message: 'Bonjour' });
    await user.click(send());

    expect((await screen.findAllByText('Veuillez saisir une adresse e-mail valide.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('Veuillez remplir tous les champs.')).not.toBeInTheDocument();
    expect(contactRequests()).toHaveLength(0);
  });

  it('keeps what was typed and says the message could not be sent when the server fails', async () => {
    sendResponse = () =>
      jsonResponse({
        data: null,
        errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }],
      });
    const user = await openContact();

    await fill(user, { Nom: 'Awa', Email: 'awa@liggeey.test', Sujet: 'Sujet', Message: 'Bonjour' });
    await user.click(send());

    expect(
      await screen.findByText("Votre message n'a pas pu être envoyé. Veuillez réessayer."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Message envoyé !')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveValue('Awa');
  });

  it("shows the server's French message when it refuses the content", async () => {
    sendResponse = () =>
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'Le sujet ne doit pas dépasser 200 caractères.',
            extensions: { code: 'VALIDATION_FAILED' },
          },
        ],
      });
    const user = await openContact();

    await fill(user, { Nom: 'Awa', Email: 'awa@liggeey.test', Sujet: 'Sujet', Message: 'Bonjour' });
    await user.click(send());

    expect(await screen.findByText('Le sujet ne doit pas dépasser 200 caractères.')).toBeInTheDocument();
  });
});
