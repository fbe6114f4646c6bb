import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const READY = {
  id: 'd1',
  title: 'Guide Wave',
  mimeType: 'application/pdf',
  sizeBytes: 2_621_440,
  status: 'ready',
  error: null,
  passages: 12,
  uploadedBy: 'Administrateur Liggeey',
  createdAt: '2026-11-24T09:00:00.000Z',
};
const FAILED = {
  ...READY,
  id: 'd2',
  title: 'Scan',
  status: 'failed',
  error: "Aucun texte n'a pu être extrait de ce document.",
  passages: 0,
};

let listed: unknown[];
let uploadAnswer: () => Response;
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  listed = [READY, FAILED];
  uploadAnswer = () => json({ ...READY, id: 'd3', title: 'Tarifs', status: 'pending', passages: 0 }, 201);
  fetchMock.mockImplementation((url, init) => {
    if (url === '/uploads/training-document') return Promise.resolve(uploadAnswer());
    const { query } = JSON.parse(init?.body as string) as { query: string };
    if (query.includes('query TrainingDocuments'))
      return Promise.resolve(json({ data: { trainingDocuments: listed } }));
    if (query.includes('query KnowledgeEntries'))
      return Promise.resolve(json({ data: { knowledgeEntries: [] } }));
    if (query.includes('mutation DeleteTrainingDocument')) {
      return Promise.resolve(json({ data: { deleteTrainingDocument: true } }));
    }
    return Promise.resolve(
      json({ data: null, errors: [{ message: 'inattendu', extensions: { code: 'INTERNAL' } }] }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  renderApp('/admin/ai-training', fakeAuthClient(userOfType('admin')));
  await screen.findByText('Guide Wave', {}, { timeout: 5000 });
  return userEvent.setup();
}

/** antd's Upload keeps its file input hidden behind the 'Choisir un fichier' button. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const uploads = () => fetchMock.mock.calls.filter(([url]) => url === '/uploads/training-document');

describe('/admin/ai-training documents', () => {
  it('lists the documents with type, size, passages, state, reason and uploader', async () => {
    await openPage();

    const ready = screen.getByText('Guide Wave').closest('tr') as HTMLElement;
    for (const text of ['PDF', '2,5 Mo', '12', 'Prêt', 'Administrateur Liggeey']) {
      expect(within(ready).getByText(text)).toBeInTheDocument();
    }
    const failed = screen.getByText('Scan').closest('tr') as HTMLElement;
    expect(within(failed).getByText('Échec')).toBeInTheDocument();
    expect(within(failed).getByText("Aucun texte n'a pu être extrait de ce document.")).toBeInTheDocument();
  });

  it("says 'Aucun fichier sélectionné' when importing without a file, and sends nothing", async () => {
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: 'Importer' }));

    expect(await screen.findByText('Aucun fichier sélectionné')).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);
  });

  it('sends the chosen file and follows its progress', async () => {
    const user = await openPage();
    const file = new File(['Les tarifs des packs.'], 'Tarifs.txt', { type: 'text/plain' });

    await user.upload(fileInput(), file);
    listed = [{ ...READY, id: 'd3', title: 'Tarifs', status: 'indexing', passages: 0 }, READY];
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    expect(await screen.findByText('Document importé')).toBeInTheDocument();
    const body = uploads()[0]?.[1]?.body as FormData;
    expect((body.get('file') as File).name).toBe('Tarifs.txt');
    expect(new Headers(uploads()[0]?.[1]?.headers).get('authorization')).toBe('Bearer token-of-admin-1');
    expect(await screen.findByText('Indexation')).toBeInTheDocument();
    listed = [{ ...READY, id: 'd3', title: 'Tarifs', passages: 1 }, READY];
    await waitFor(() => expect(screen.getAllByText('Prêt')).toHaveLength(2), { timeout: 3000 });
  });

  it("shows the server's reason for a refused file", async () => {
    uploadAnswer = () => json({ code: 'CONFLICT', message: 'Ce document a déjà été importé.' }, 409);
    const user = await openPage();

    await user.upload(fileInput(), new File(['%PDF'], 'Guide Wave.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    expect(await screen.findByText("Le document n'a pas pu être importé")).toBeInTheDocument();
    expect(screen.getByText('Ce document a déjà été importé.')).toBeInTheDocument();
  });
});
