import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

const TESTIMONIALS = [
  {
    id: 't2',
    quote: "J'ai trouvé un électricien en une heure.",
    authorName: 'Moussa Ndiaye',
    authorRole: 'Employeur',
    authorAvatarUrl: null,
    isVisible: true,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 't1',
    quote: 'Mes clients me trouvent grâce à Liggeey.',
    authorName: 'Aïssatou Sow',
    authorRole: null,
    authorAvatarUrl: '/uploads/aissatou.png',
    isVisible: false,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    AdminTestimonials: () => ({ data: { adminTestimonials: TESTIMONIALS } }),
    CreateTestimonial: (variables) => ({
      data: {
        createTestimonial: {
          id: 't3',
          createdAt: '2026-11-22T09:00:00.000Z',
          ...(variables?.input as object),
        },
      },
    }),
    UpdateTestimonial: (variables) => ({
      data: {
        updateTestimonial: {
          id: variables?.id,
          createdAt: '2026-11-20T09:00:00.000Z',
          ...(variables?.input as object),
        },
      },
    }),
    SetTestimonialVisibility: (variables) => ({
      data: {
        setTestimonialVisibility: {
          ...TESTIMONIALS.find((item) => item.id === variables?.id),
          isVisible: variables?.isVisible,
        },
      },
    }),
    DeleteTestimonial: () => ({ data: { deleteTestimonial: true } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openTestimonials() {
  const router = renderApp('/admin/testimonials', fakeAuthClient(userOfType('admin')));
  await screen.findByText(/Moussa Ndiaye/, {}, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
// Found by text rather than by role and name: computing every row's accessible name is slow in jsdom.
const rowOf = (text: RegExp) => screen.getByText(text).closest('tr');
const visibleSwitch = (author: string) =>
  screen.getByRole('switch', { name: `Afficher le témoignage de ${author}` });

describe('/admin/testimonials', () => {
  it('lists the testimonials with their visibility and leads back to /admin', async () => {
    const { router, user } = await openTestimonials();

    expect(screen.getByRole('heading', { level: 1, name: 'Témoignages' })).toBeInTheDocument();
    expect(screen.getByText("J'ai trouvé un électricien en une heure.")).toBeInTheDocument();
    expect(visibleSwitch('Moussa Ndiaye')).toBeChecked();
    expect(visibleSwitch('Aïssatou Sow')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: /Retour à l'administration/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('filters on the quote and the author, ignoring case and accents', async () => {
    const { user } = await openTestimonials();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });

    await user.click(search);
    await user.paste('aissatou');
    expect(screen.getByText(/Aïssatou Sow/)).toBeInTheDocument();
    expect(screen.queryByText(/Moussa Ndiaye/)).not.toBeInTheDocument();

    await user.clear(search);
    await user.paste('ELECTRICIEN');
    expect(screen.getByText(/Moussa Ndiaye/)).toBeInTheDocument();
    expect(screen.queryByText(/Aïssatou Sow/)).not.toBeInTheDocument();
  });

  it('shows or hides a testimonial with its switch', async () => {
    const { user } = await openTestimonials();

    await user.click(visibleSwitch('Aïssatou Sow'));

    expect(await screen.findByText('Témoignage affiché')).toBeInTheDocument();
    expect(sent('SetTestimonialVisibility').map((request) => request.variables)).toEqual([
      { id: 't1', isVisible: true },
    ]);
    expect(visibleSwitch('Aïssatou Sow')).toBeChecked();
  });

  it('adds a testimonial, sending empty optional fields as null, and shows it first', async () => {
    const { user } = await openTestimonials();

    await user.click(screen.getByRole('button', { name: 'Ajouter un témoignage' }));
    await user.click(within(dialog()).getByLabelText('Citation'));
    await user.paste(' Un service rapide et sérieux. ');
    await user.click(within(dialog()).getByLabelText("Nom de l'auteur"));
    await user.paste('Fatou Fall');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Témoignage ajouté')).toBeInTheDocument();
    expect(sent('CreateTestimonial').map((request) => request.variables)).toEqual([
      {
        input: {
          quote: 'Un service rapide et sérieux.',
          authorName: 'Fatou Fall',
          authorRole: null,
          authorAvatarUrl: null,
          isVisible: true,
        },
      },
    ]);
    expect(screen.getAllByRole('row', { name: /Fatou Fall|Moussa|Aïssatou/ })[0]).toHaveTextContent(
      'Fatou Fall',
    );
  });

  it('refuses an empty quote or a bad photo address and sends nothing', async () => {
    const { user } = await openTestimonials();

    await user.click(screen.getByRole('button', { name: 'Ajouter un témoignage' }));
    await user.click(within(dialog()).getByLabelText("Nom de l'auteur"));
    await user.paste('Fatou Fall');
    await user.click(within(dialog()).getByLabelText('Adresse de la photo (facultatif)'));
    await user.paste('javascript:alert(1)');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog()).findByText('Veuillez remplir tous les champs.')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Veuillez saisir une adresse commençant par http://, https:// ou /.'),
    ).toBeInTheDocument();
    expect(sent('CreateTestimonial')).toHaveLength(0);
  });

  it('edits a testimonial and updates its row', async () => {
    const { user } = await openTestimonials();

    await user.click(screen.getByRole('button', { name: 'Modifier le témoignage de Moussa Ndiaye' }));
    const role = within(dialog()).getByLabelText("Rôle de l'auteur (facultatif)");
    expect(role).toHaveValue('Employeur');
    await user.clear(role);
    await user.paste('Chef de chantier');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Témoignage modifié')).toBeInTheDocument();
    expect(sent('UpdateTestimonial').map((request) => request.variables)).toEqual([
      {
        id: 't2',
        input: {
          quote: "J'ai trouvé un électricien en une heure.",
          authorName: 'Moussa Ndiaye',
          authorRole: 'Chef de chantier',
          authorAvatarUrl: null,
          isVisible: true,
        },
      },
    ]);
    expect(rowOf(/Moussa Ndiaye/)).toHaveTextContent('Chef de chantier');
  });

  it('deletes a testimonial after confirmation', async () => {
    const { user } = await openTestimonials();

    await user.click(screen.getByRole('button', { name: 'Supprimer le témoignage de Aïssatou Sow' }));
    expect(await screen.findByText('Supprimer ce témoignage ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Témoignage supprimé')).toBeInTheDocument();
    expect(sent('DeleteTestimonial').map((request) => request.variables)).toEqual([{ id: 't1' }]);
    expect(screen.queryByText(/Aïssatou Sow/)).not.toBeInTheDocument();
  });

  it('says the visibility could not be changed and keeps the switch as it was', async () => {
    handlers.SetTestimonialVisibility = () => ({
      error: { message: 'Témoignage introuvable.', code: 'NOT_FOUND' },
    });
    const { user } = await openTestimonials();

    await user.click(visibleSwitch('Moussa Ndiaye'));

    expect(
      await screen.findByText("La visibilité du témoignage n'a pas pu être modifiée"),
    ).toBeInTheDocument();
    expect(screen.getByText('Témoignage introuvable.')).toBeInTheDocument();
    expect(visibleSwitch('Moussa Ndiaye')).toBeChecked();
  });

  it("says 'Impossible de charger les témoignages.' when the list cannot be loaded", async () => {
    handlers.AdminTestimonials = () => ({ error: { message: 'boom', code: 'INTERNAL' } });
    renderApp('/admin/testimonials', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByText('Impossible de charger les témoignages.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
