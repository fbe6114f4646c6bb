import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch } from '../testing/graphql-fetch-mock';

const ANALYSIS = {
  asked: 40,
  answered: 30,
  perDay: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    asked: i === 29 ? 12 : 1,
    answered: i === 29 ? 9 : 1,
  })),
  bySource: { knowledge: 5, faq: 20, document: 5 },
  topQuestions: [{ question: 'Comment acheter des crédits ?', count: 9 }],
  topUnanswered: [{ question: 'Où est la plage de Saly', count: 4 }],
  suggestionsSold: 3,
  suggestionCredits: 30,
};

beforeEach(() => {
  stubGraphqlFetch({
    AssistantAnalysis: () => ({ data: { assistantAnalysis: ANALYSIS } }),
    AdminFaqs: () => ({ data: { adminFaqs: [] } }),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/ai-analysis', () => {
  it('shows the figures of the question log and the suggestions sold', async () => {
    renderApp('/admin/ai-analysis', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analyse IA' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const figure = (title: string) =>
      screen
        .getByText(title, { selector: '.ant-statistic-title' })
        .closest('.ant-statistic')
        ?.querySelector('.ant-statistic-content')?.textContent;
    expect(await screen.findByText('Questions (30 jours)')).toBeInTheDocument();
    expect(figure('Questions (30 jours)')).toBe('40');
    expect(figure('Répondues')).toBe('30 (75\u00a0%)');
    expect(figure('Non comprises')).toBe('10');
    expect(figure("Suggestions 'Voir plus' vendues")).toBe('3');
    expect(figure('Crédits gagnés')).toBe('30');
    expect(figure('FAQ')).toBe('20');
    // The chart's figures, for screen readers.
    const table = screen.getByRole('table', { name: 'Questions par jour' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByText('Comment acheter des crédits ?')).toBeInTheDocument();
  });

  it("opens the FAQ form with an unanswered question from 'Créer une FAQ'", async () => {
    const router = renderApp('/admin/ai-analysis', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Créer une FAQ : Où est la plage de Saly' },
        { timeout: 5000 },
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faq'));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une question' });
    expect(within(dialog).getByLabelText('Question')).toHaveValue('Où est la plage de Saly');
  });
});
