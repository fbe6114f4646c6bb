import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

// As the server sends them: by category, then oldest first.
const FAQS = [
  { id: '1', category: 'Compte', question: 'Comment créer un compte ?', answer: 'Cliquez sur Inscription.' },
  { id: '2', category: 'Compte', question: 'Comment supprimer mon compte ?', answer: 'Depuis votre profil.' },
  { id: '3', category: 'Crédits', question: 'Comment acheter des crédits ?', answer: 'Par carte ou mobile.' },
  {
    id: '4',
    category: 'Paiement',
    question: 'Quels moyens de paiement ?',
    answer: 'Orange Money, Wave, carte.',
  },
];

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let faqsResponse: () => Response;

beforeEach(() => {
  faqsResponse = () => jsonResponse({ data: { faqs: FAQS } });
  fetchMock.mockImplementation((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as { query: string };
    if (query.includes('query Faqs')) return Promise.resolve(faqsResponse());
    return Promise.resolve(jsonResponse({ data: null, errors: [{ message: 'inattendu' }] }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const questions = () =>
  within(screen.getByRole('main'))
    .getAllByRole('button', { expanded: false })
    .map((button) => button.textContent);

describe('/faq', () => {
  it('lists the questions by category in the server order, with a filter Tous plus each category', async () => {
    renderApp('/faq', fakeAuthClient(undefined));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Foire aux questions' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const filter = await screen.findByRole(
      'radiogroup',
      { name: 'Filtrer par catégorie' },
      { timeout: 5000 },
    );
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Tous', 'Compte', 'Crédits', 'Paiement']);
    expect(within(filter).getByRole('radio', { name: 'Tous' })).toBeChecked();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Compte', 'Crédits', 'Paiement']);
    // A reading page drawn without antd's components, whose styles a slow phone would compute.
    expect(screen.getByRole('main').querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(questions()).toEqual(FAQS.map((faq) => faq.question));
  });

  it('opens an answer and filters on one category', async () => {
    renderApp('/faq', fakeAuthClient(undefined));
    const user = userEvent.setup();

    const question = await screen.findByRole(
      'button',
      { name: /Comment acheter des crédits/ },
      { timeout: 5000 },
    );
    expect(screen.queryByText('Par carte ou mobile.')).not.toBeInTheDocument();
    await user.click(question);
    // The panel opens with an animation.
    await waitFor(() => expect(screen.getByText('Par carte ou mobile.')).toBeVisible());
    expect(question).toHaveAttribute('aria-expanded', 'true');

    // antd draws the radios as buttons: the visible label takes the click.
    const filter = screen.getByRole('radiogroup', { name: 'Filtrer par catégorie' });
    await user.click(within(filter).getByText('Paiement'));
    expect(within(filter).getByRole('radio', { name: 'Paiement' })).toBeChecked();
    expect(questions()).toEqual(['Quels moyens de paiement ?']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Compte' })).not.toBeInTheDocument();

    await user.click(within(filter).getByText('Tous'));
    expect(questions()).toHaveLength(4);
  });

  it("says 'Impossible de charger la FAQ.' when the questions cannot be loaded", async () => {
    faqsResponse = () =>
      jsonResponse({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] });
    renderApp('/faq', fakeAuthClient(undefined));

    expect(
      await screen.findByText('Impossible de charger la FAQ.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
