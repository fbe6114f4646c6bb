import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPETITION_CONTENT } from '@liggeey/contracts/competition-rules';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

function entry(rank: number, memberId: string, fullName: string, type: string, score: number) {
  return {
    rank,
    memberId,
    fullName,
    type,
    profilePicUrl: rank === 1 ? '/files/avatars/a.webp' : null,
    score,
  };
}

const CURRENT = {
  month: '2026-11',
  frozen: false,
  months: ['2026-11', '2026-10'],
  top: [
    entry(1, 'e1', 'Entreprise Diallo', 'employer', 60),
    entry(2, 'worker-1', 'Awa Ndiaye', 'worker', 44),
    entry(3, 'w3', 'Bamba Sarr', 'worker', 4),
  ],
  me: { rank: 2, memberId: 'worker-1', score: 44 },
  content: { prizes: [...DEFAULT_COMPETITION_CONTENT.prizes], tips: [...DEFAULT_COMPETITION_CONTENT.tips] },
};
const OCTOBER = {
  ...CURRENT,
  month: '2026-10',
  frozen: true,
  top: [entry(1, 'w3', 'Bamba Sarr', 'worker', 30)],
  me: null,
};

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    Competition: (variables) => ({
      data: { competition: variables?.['month'] === '2026-10' ? OCTOBER : CURRENT },
    }),
    UpdateCompetitionContent: (variables) => ({
      data: { updateCompetitionContent: (variables as { input: unknown }).input },
    }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function openCompetition(type: 'worker' | 'employer' | 'admin') {
  renderApp('/dashboard/competition', fakeAuthClient(userOfType(type)));
  return userEvent.setup();
}

describe('/dashboard/competition', () => {
  it('shows a worker the formula, the top ten with avatars, their own rank highlighted, the prizes and tips', async () => {
    openCompetition('worker');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compétition du mois' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('Vous êtes 2e avec 44 points.');

    const ranking = screen.getByRole('list', { name: 'Classement — novembre 2026' });
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1er.*Entreprise Diallo.*Employeur.*60 points$/),
      expect.stringMatching(/^2e.*Awa Ndiaye \(vous\).*Professionnel.*44 points$/),
      expect.stringMatching(/^3e.*Bamba Sarr.*Professionnel.*4 points$/),
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Photo de Entreprise Diallo' })).toBeInTheDocument();

    expect(screen.getByText('Un voyage tout frais payé')).toBeInTheDocument();
    expect(screen.getByText('Une nouvelle maison')).toBeInTheDocument();
    expect(screen.getByText('Des cadeaux high-tech')).toBeInTheDocument();
    expect(screen.getByText('Candidature acceptée (professionnel)')).toBeInTheDocument();
    expect(screen.getByText('5 points par étoile')).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_COMPETITION_CONTENT.tips[0])).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Administration/ })).not.toBeInTheDocument();
    expect(sent('Competition').map((request) => request.variables)).toEqual([{ month: null }]);
  });

  it("reads a past month's frozen standings from the month selector", async () => {
    const user = openCompetition('worker');

    await user.click(await screen.findByRole('combobox', { name: 'Mois' }, { timeout: 5000 }));
    await user.click(await screen.findByText('octobre 2026'));

    expect(
      await screen.findByRole('heading', { name: 'Classement — octobre 2026 (final)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('my-rank')).toHaveTextContent("Vous n'avez pas marqué de points ce mois-là.");
    expect(sent('Competition').at(-1)?.variables).toEqual({ month: '2026-10' });
  });

  it('lets an admin change the prizes and tips', async () => {
    const user = openCompetition('admin');

    const first = await screen.findByRole('textbox', { name: '1er prix' }, { timeout: 5000 });
    await waitFor(() => expect(first).toHaveValue('Un voyage tout frais payé'));
    await user.clear(first);
    await user.type(first, 'Un voyage à Saint-Louis');
    const tips = screen.getByRole('textbox', { name: 'Conseils pour participer (un par ligne)' });
    await user.clear(tips);
    await user.type(tips, 'Publiez souvent.{enter}Soignez votre profil.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent('UpdateCompetitionContent')).toHaveLength(1));
    expect(sent('UpdateCompetitionContent')[0]?.variables).toEqual({
      input: {
        prizes: ['Un voyage à Saint-Louis', 'Une nouvelle maison', 'Des cadeaux high-tech'],
        tips: ['Publiez souvent.', 'Soignez votre profil.'],
      },
    });
  });
});
