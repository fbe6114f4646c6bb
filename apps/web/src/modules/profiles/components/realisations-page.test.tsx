import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGatewayFetch } from '../testing/profiles-fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ITEM = {
  id: 'item-1',
  title: 'Robe de mariée',
  description: 'Sur mesure',
  type: 'image',
  fileUrl: '/files/portfolio/worker-1/robe.webp',
  createdAt: '2026-02-01T00:00:00.000Z',
};

let items: (typeof ITEM)[];

function stub() {
  return stubGatewayFetch(
    {
      Portfolio: () => ({ data: { portfolio: items } }),
      AddPortfolioItem: () => ({ data: { addPortfolioItem: { id: 'item-2' } } }),
      UpdatePortfolioItem: () => ({ data: { updatePortfolioItem: { id: 'item-1' } } }),
      DeletePortfolioItem: () => ({ data: { deletePortfolioItem: true } }),
    },
    { portfolio: () => ({ url: '/files/portfolio/worker-1/chantier.pdf', type: 'pdf' }) },
  );
}

beforeEach(() => {
  items = [ITEM];
});

const open = () => renderApp('/realisations', fakeAuthClient(userOfType('worker')));

describe('/realisations', () => {
  it("lists the worker's own portfolio", async () => {
    const { sent } = stub();
    open();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Robe de mariée' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes Réalisations' })).toBeInTheDocument();
    expect(sent('Portfolio')[0]?.variables).toEqual({ ownerId: 'worker-1' });
  });

  it('adds an item: uploads the file, then calls addPortfolioItem with its URL and type', async () => {
    const { sent, uploads } = stub();
    open();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Ajouter une réalisation' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Titre'), 'Chantier Thiès');
    await user.type(within(dialog).getByLabelText('Description'), 'Rénovation complète');
    const file = new File(['%PDF-1.4'], 'chantier.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Fichier'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent('AddPortfolioItem')).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.kind).toBe('portfolio');
    expect(uploads[0]?.file.name).toBe('chantier.pdf');
    expect(uploads[0]?.authorization).toBe('Bearer token-of-worker-1');
    expect(sent('AddPortfolioItem')[0]?.variables).toEqual({
      input: {
        title: 'Chantier Thiès',
        description: 'Rénovation complète',
        type: 'pdf',
        fileUrl: '/files/portfolio/worker-1/chantier.pdf',
      },
    });
    expect(await screen.findByText('Réalisation ajoutée')).toBeInTheDocument();
    await waitFor(() => expect(sent('Portfolio')).toHaveLength(2));
  });

  it('refuses to add an item without a file', async () => {
    const { sent, uploads } = stub();
    open();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Ajouter une réalisation' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Titre'), 'Sans fichier');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog).findByText('Veuillez choisir un fichier.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(sent('AddPortfolioItem')).toHaveLength(0);
  });

  it("reports a refused upload with the server's reason and adds nothing", async () => {
    const gateway = stubGatewayFetch(
      {
        Portfolio: () => ({ data: { portfolio: items } }),
        AddPortfolioItem: () => ({ data: { addPortfolioItem: { id: 'item-2' } } }),
      },
      {
        portfolio: () => ({
          status: 415,
          code: 'VALIDATION_FAILED',
          message: "Ce type de fichier n'est pas accepté.",
        }),
      },
    );
    open();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Ajouter une réalisation' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Titre'), 'Photo');
    await user.upload(
      within(dialog).getByLabelText('Fichier'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("Erreur d'upload")).toBeInTheDocument();
    expect(screen.getByText("Ce type de fichier n'est pas accepté.")).toBeInTheDocument();
    expect(gateway.sent('AddPortfolioItem')).toHaveLength(0);
  });

  it('edits the title and description, keeping the current file', async () => {
    const { sent, uploads } = stub();
    open();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Modifier Robe de mariée' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Titre');
    await user.clear(title);
    await user.type(title, 'Robe de soirée');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent('UpdatePortfolioItem')).toHaveLength(1));
    expect(uploads).toHaveLength(0);
    expect(sent('UpdatePortfolioItem')[0]?.variables).toEqual({
      id: 'item-1',
      input: { title: 'Robe de soirée', description: 'Sur mesure', type: 'image', fileUrl: ITEM.fileUrl },
    });
  });

  it('deletes an item after confirmation', async () => {
    const { sent } = stub();
    open();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Supprimer Robe de mariée' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Supprimer cette réalisation ?')).toBeInTheDocument();
    expect(sent('DeletePortfolioItem')).toHaveLength(0);
    items = [];
    const confirm = screen.getAllByRole('button', { name: 'Supprimer' }).at(-1);
    if (!confirm) throw new Error('Pas de bouton de confirmation');
    await user.click(confirm);

    await waitFor(() => expect(sent('DeletePortfolioItem')[0]?.variables).toEqual({ id: 'item-1' }));
    expect(await screen.findByText('Aucune réalisation pour le moment.')).toBeInTheDocument();
  });
});
