import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistantPanel } from './assistant-panel';

const fetchMock = vi.fn<typeof fetch>();
const FAILURE = 'Désolé, une erreur est survenue. Veuillez réessayer plus tard.';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const ACHAT = {
  answered: true,
  text: 'Choisissez un pack sur /buy-credits et payez par carte ou mobile money.',
  related: ['À quoi servent les crédits ?'],
  source: { kind: 'faq', title: 'Comment acheter des crédits ?', link: '/faq' },
};

function renderPanel() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<p>Accueil</p>} />
        <Route path="/buy-credits" element={<p>Page des packs</p>} />
        <Route path="/faq" element={<p>Page FAQ</p>} />
      </Routes>
      <AssistantPanel id="assistant" hidden={false} greeted onClose={() => undefined} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), log: screen.getByRole('log') };
}

function questionsSent(): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) =>
      (JSON.parse(init?.body as string) as { variables: { question: string } }).variables.question,
  );
}

describe('AssistantPanel', () => {
  it('sends on Enter, shows who is typing, then the answer with its source and an in-app link', async () => {
    let answerNow: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const { user, log } = renderPanel();

    await user.type(
      screen.getByRole('textbox', { name: 'Votre question' }),
      '  comment acheter des credit {Enter}',
    );

    expect(within(log).getByText('comment acheter des credit')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("L'assistant écrit…");
    expect(screen.getByRole('textbox', { name: 'Votre question' })).toHaveValue('');
    answerNow(answer({ data: { askAssistant: ACHAT } }));

    expect(await within(log).findByText(/et payez par carte ou mobile money\./)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'FAQ – Comment acheter des crédits ?' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(questionsSent()).toEqual(['comment acheter des credit']);

    await user.click(within(log).getByRole('link', { name: '/buy-credits' }));
    expect(await screen.findByText('Page des packs')).toBeInTheDocument();
  });

  it('asks a suggested question with one tap', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { askAssistant: ACHAT } })).mockResolvedValueOnce(
      answer({
        data: {
          askAssistant: { ...ACHAT, text: 'Ils paient la boutique.', related: [], source: null },
        },
      }),
    );
    const { user, log } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Votre question' }), 'acheter des crédits{Enter}');

    await user.click(await within(log).findByRole('button', { name: 'À quoi servent les crédits ?' }));

    expect(await within(log).findByText('Ils paient la boutique.')).toBeInTheDocument();
    expect(questionsSent()).toEqual(['acheter des crédits', 'À quoi servent les crédits ?']);
  });

  it('offers frequent questions when it did not understand', async () => {
    const rephrase =
      "Je n'ai pas bien compris votre question. Pouvez-vous la reformuler avec d'autres mots ? Voici des questions fréquentes :";
    fetchMock.mockResolvedValueOnce(
      answer({
        data: {
          askAssistant: {
            answered: false,
            text: rephrase,
            related: ['Comment créer un compte ?', 'Comment postuler ?', 'Comment acheter des crédits ?'],
            source: null,
          },
        },
      }),
    );
    const { user, log } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Votre question' }), 'météo à Kolda{Enter}');

    expect(await within(log).findByText(rephrase)).toBeInTheDocument();
    expect(
      within(within(log).getByRole('list', { name: 'Questions suggérées' })).getAllByRole('button'),
    ).toHaveLength(3);
  });

  it("says 'Désolé, une erreur est survenue' when the assistant cannot answer", async () => {
    fetchMock.mockResolvedValueOnce(
      answer({
        data: null,
        errors: [{ message: 'indisponible', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      }),
    );
    const { user, log } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Votre question' }), 'bonjour{Enter}');

    expect(await within(log).findByText(FAILURE)).toBeInTheDocument();
  });

  it('keeps the conversation for the tab, across pages and reloads', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { askAssistant: ACHAT } }));
    const { user } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Votre question' }), 'acheter des crédits{Enter}');
    await screen.findByText(/et payez par carte/);
    cleanup();

    const { log } = renderPanel();
    expect(within(log).getByText('acheter des crédits')).toBeInTheDocument();
    expect(within(log).getByText(/et payez par carte/)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('sends nothing for a blank question', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Votre question' }), '   {Enter}');

    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
