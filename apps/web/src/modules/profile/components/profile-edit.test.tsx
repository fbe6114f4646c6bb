import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockAnswer } from '../../admin/testing/graphql-fetch-mock';
import { stubGatewayFetch, type UploadAnswer } from '../../profiles/testing/profiles-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function myProfile(overrides: Record<string, unknown> = {}) {
  return {
    id: 'worker-1',
    fullName: 'Awa Diop',
    type: 'worker',
    profession: 'Couturier',
    category: 'Artisanat',
    description: 'Couture sur mesure.',
    profilePicUrl: null,
    coverPicUrl: null,
    cvUrl: null,
    available: true,
    availableFrom: null,
    price: 2500,
    locality: { id: 'loc-1', label: 'Médina, Dakar' },
    contact: { phone: '+221 77 000 00 00', email: 'worker@liggeey.test', address: null },
    ...overrides,
  };
}

let profile: ReturnType<typeof myProfile>;
let updateAnswer: () => MockAnswer;
let uploadAnswer: () => UploadAnswer;

beforeEach(() => {
  profile = myProfile();
  updateAnswer = () => ({ data: { updateMyProfile: { id: 'worker-1' } } });
  uploadAnswer = () => ({ url: '/files/avatars/worker-1/new.webp' });
});

function stub() {
  return stubGatewayFetch(
    {
      MyProfile: () => ({ data: { myProfile: profile } }),
      Localities: () => ({
        data: {
          localities: [
            { id: 'loc-1', label: 'Médina, Dakar' },
            { id: 'loc-2', label: 'Thiès' },
          ],
        },
      }),
      UpdateMyProfile: () => updateAnswer(),
    },
    { avatar: () => uploadAnswer(), cover: () => uploadAnswer(), cv: () => uploadAnswer() },
  );
}

const open = () => renderApp('/profile', fakeAuthClient(userOfType('worker')));

async function startEditing() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Modifier' }, { timeout: 5000 }));
  await screen.findByLabelText('Nom complet');
  return user;
}

describe('/profile view and edit', () => {
  it('shows the profile read-only until Modifier', async () => {
    stub();
    open();

    expect(await screen.findByText('Couture sur mesure.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Médina, Dakar')).toBeInTheDocument();
    expect(screen.getByText(/^2\s500 F CFA par heure$/)).toBeInTheDocument();
    expect(screen.getByText('+221 77 000 00 00')).toBeInTheDocument();
    const details = screen.getByText('Mes informations').closest('.ant-card') as HTMLElement;
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves the changes with updateMyProfile, says so and returns to the view', async () => {
    const { sent } = stub();
    open();
    const user = await startEditing();

    const name = screen.getByLabelText('Nom complet');
    await user.clear(name);
    await user.type(name, 'Awa Ndiaye Diop');
    await user.selectOptions(await screen.findByLabelText('Localité'), 'Thiès');
    await user.click(screen.getByRole('switch', { name: 'Disponible' }));
    await user.type(await screen.findByLabelText('Disponible à partir du'), '2026-12-01');
    const price = screen.getByLabelText('Tarif horaire (F CFA par heure)');
    await user.clear(price);
    await user.type(price, '3000');
    profile = myProfile({ fullName: 'Awa Ndiaye Diop' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Profil mis à jour!')).toBeInTheDocument();
    expect(sent('UpdateMyProfile')[0]?.variables).toEqual({
      input: {
        fullName: 'Awa Ndiaye Diop',
        profession: 'Couturier',
        category: 'Artisanat',
        description: 'Couture sur mesure.',
        phone: '+221 77 000 00 00',
        address: null,
        localityId: 'loc-2',
        available: false,
        availableFrom: '2026-12-01',
        price: 3000,
      },
    });
    await waitFor(() => expect(screen.queryByLabelText('Nom complet')).not.toBeInTheDocument());
    expect(await screen.findByText('Awa Ndiaye Diop')).toBeInTheDocument();
  });

  it('leaves edit mode with Annuler without saving', async () => {
    const { sent } = stub();
    open();
    const user = await startEditing();

    await user.type(screen.getByLabelText('Catégorie'), ' modifiée');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByLabelText('Catégorie')).not.toBeInTheDocument();
    expect(screen.getByText('Artisanat')).toBeInTheDocument();
    expect(sent('UpdateMyProfile')).toHaveLength(0);
  });

  it("reports a failed update with 'Erreur' and stays in edit mode", async () => {
    stub();
    updateAnswer = () => ({ error: { message: 'boom', code: 'INTERNAL' } });
    open();
    const user = await startEditing();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("Votre profil n'a pas pu être mis à jour.")).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet')).toBeInTheDocument();
  });

  it('replaces the avatar through POST /uploads/avatar, then shows the new picture', async () => {
    const { uploads } = stub();
    open();
    const user = userEvent.setup();

    const input = await screen.findByLabelText('Changer la photo de profil', {}, { timeout: 5000 });
    profile = myProfile({ profilePicUrl: '/files/avatars/worker-1/new.webp' });
    await user.upload(input, new File(['png'], 'moi.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Ma photo de profil' })).toHaveAttribute(
      'src',
      '/files/avatars/worker-1/new.webp',
    );
    expect(uploads.map((upload) => upload.kind)).toEqual(['avatar']);
    expect(uploads[0]?.authorization).toBe('Bearer token-of-worker-1');
  });

  it('says "Erreur d\'upload" when the cover cannot be saved', async () => {
    stub();
    uploadAnswer = () => ({ status: 500, code: 'INTERNAL', message: 'Stockage indisponible.' });
    open();
    const user = userEvent.setup();

    const input = await screen.findByLabelText('Changer la photo de couverture', {}, { timeout: 5000 });
    await user.upload(input, new File(['png'], 'couverture.png', { type: 'image/png' }));

    expect(await screen.findByText("Erreur d'upload")).toBeInTheDocument();
    expect(screen.getByText("Votre image n'a pas pu être sauvegardée.")).toBeInTheDocument();
  });

  it('checks the CV before sending it: PDF, DOC or DOCX up to 5 Mo', async () => {
    const { uploads } = stub();
    open();
    const user = userEvent.setup({ applyAccept: false });
    const card = (await screen.findByText('CV', {}, { timeout: 5000 })).closest('.ant-card') as HTMLElement;

    await user.upload(
      within(card).getByLabelText('Ajouter mon CV'),
      new File(['x'], 'cv.txt', { type: 'text/plain' }),
    );
    expect(await within(card).findByText('Le CV doit être un fichier PDF, DOC ou DOCX.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(within(card).getByLabelText('Ajouter mon CV'), big);
    expect(await within(card).findByText('Le CV ne doit pas dépasser 5 Mo.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    uploadAnswer = () => ({ url: '/downloads/cv/worker-1' });
    profile = myProfile({ cvUrl: '/downloads/cv/worker-1' });
    await user.upload(
      within(card).getByLabelText('Ajouter mon CV'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    // A private file: a button that downloads it with the session's token, not a plain link.
    expect(await within(card).findByRole('button', { name: 'Voir mon CV' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Voir mon CV' })).not.toBeInTheDocument();
    expect(uploads.map((upload) => upload.kind)).toEqual(['cv']);
  });
});
