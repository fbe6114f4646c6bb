import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { Document, Packer, Paragraph } from 'docx';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

const PASSWORD = 'Kaolack-Formation-2026';
const DOCUMENTS = '{ trainingDocuments { id title mimeType sizeBytes status error passages uploadedBy } }';
const ASK = 'mutation($q: String!) { askAssistant(question: $q) { answered text source { kind title } } }';

interface TrainingDocument {
  id: string;
  title: string;
  mimeType: string;
  sizeBytes: number;
  status: string;
  error: string | null;
  passages: number;
  uploadedBy: string | null;
}

async function pdfWith(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [index, line] of lines.entries()) {
    const page = pdf.addPage([595, 842]);
    // Helvetica's WinAnsi encoding has the French accents.
    page.drawText(line, { x: 40, y: 780, size: 11, font });
    page.drawText(`Page ${index + 1}`, { x: 40, y: 40, size: 9, font });
  }
  return pdf.save();
}

/** Issue 15 item 3: training documents through the gateway's upload, the object store and the queue. */
describe('assistant training documents', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let admin: Record<string, string>;

  const upload = async (name: string, bytes: Uint8Array | string, type = 'application/octet-stream') => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await fetch(`${backend.gatewayUrl}/uploads/training-document`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const documents = async () =>
    (
      await graphql<{ trainingDocuments: TrainingDocument[] }>(backend.gatewayUrl, DOCUMENTS, {
        headers: admin,
      })
    ).data?.trainingDocuments ?? [];
  const settled = (id: string) =>
    until(
      async () => (await documents()).find((document) => document.id === id),
      (document) => document?.status === 'ready' || document?.status === 'failed',
      20_000,
    );

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'assistant_documents',
      services: ['identity', 'profiles', 'assistant'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const account = await createActiveAccount(db, 'admin', PASSWORD);
    admin = {
      authorization: `Bearer ${(await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD)).accessToken}`,
    };
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('indexes a PDF, then answers from it with its title; deleting it stops that at once', async () => {
    const pdf = await pdfWith([
      'Le remboursement d’un paiement Wave annulé arrive sous 48 heures sur le même numéro.',
      'Les boutiques partenaires de Thiès acceptent les retraits en espèces.',
    ]);
    const uploaded = await upload('Guide Wave.pdf', pdf);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      title: 'Guide Wave',
      mimeType: 'application/pdf',
      status: 'pending',
    });

    const ready = await settled(String(uploaded.body['id']));
    expect(ready).toMatchObject({ status: 'ready', error: null, sizeBytes: pdf.length });
    expect(ready?.passages).toBeGreaterThan(0);
    const answer = await graphql<{
      askAssistant: { answered: boolean; text: string; source: { kind: string; title: string } };
    }>(backend.gatewayUrl, ASK, { variables: { q: 'Quand arrive le remboursement Wave ?' } });
    expect(answer.data?.askAssistant).toMatchObject({
      answered: true,
      source: { kind: 'document', title: 'Guide Wave' },
    });
    expect(answer.data?.askAssistant.text).toContain('48 heures');

    // The same file again is a duplicate.
    const again = await upload('Guide Wave (copie).pdf', pdf);
    expect(again.status).toBe(409);
    expect(again.body['message']).toBe('Ce document a déjà été importé.');

    const deleted = await graphql(
      backend.gatewayUrl,
      'mutation($id: ID!) { deleteTrainingDocument(id: $id) }',
      {
        variables: { id: ready?.id },
        headers: admin,
      },
    );
    expect(deleted.errors).toBeUndefined();
    const { rows } = await db.query('SELECT 1 FROM assistant.document_passages WHERE document_id = $1', [
      ready?.id,
    ]);
    expect(rows).toHaveLength(0);
    const after = await graphql<{ askAssistant: { source: { kind: string } | null } }>(
      backend.gatewayUrl,
      ASK,
      {
        variables: { q: 'Quand arrive le remboursement Wave ?' },
      },
    );
    expect(after.data?.askAssistant.source?.kind).not.toBe('document');
  });

  it('goes through extraction and indexing before ready, as the page shows it', async () => {
    const lines = Array.from(
      { length: 120 },
      (_, i) => `Page ${i + 1} : la couture wax à Kolda, modèle numéro ${i}.`,
    );
    const uploaded = await upload('Catalogue Kolda.pdf', await pdfWith(lines));
    const id = String(uploaded.body['id']);
    const seen: string[] = [String(uploaded.body['status'])];
    const started = Date.now();
    while (seen.at(-1) !== 'ready' && seen.at(-1) !== 'failed' && Date.now() - started < 20_000) {
      const { rows } = await db.query<{ status: string }>(
        'SELECT status::text FROM assistant.training_documents WHERE id = $1',
        [id],
      );
      const status = rows[0]?.status ?? '';
      if (status !== seen.at(-1)) seen.push(status);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    expect(seen[0]).toBe('pending');
    expect(seen.at(-1)).toBe('ready');
    expect(seen).toContain('extracting');
    // Never backwards: each status comes after the one before it.
    const order = ['pending', 'extracting', 'indexing', 'ready'];
    expect(seen.map((status) => order.indexOf(status))).toEqual(
      [...seen.map((status) => order.indexOf(status))].sort((a, b) => a - b),
    );
  });

  it('indexes a docx and a text file, in several overlapping passages for a long one', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph('La carte professionnelle du Sénégal se demande à la chambre des métiers.'),
            ],
          },
        ],
      }),
    );
    const longText = Array.from(
      { length: 60 },
      (_, i) => `Phrase numéro ${i} sur la couture et les tissus wax.`,
    ).join(' ');
    const [word, text] = await Promise.all([
      upload('Carte pro.docx', new Uint8Array(docx)),
      upload('Couture.txt', longText, 'text/plain'),
    ]);
    expect([word.status, text.status]).toEqual([201, 201]);
    expect(await settled(String(word.body['id']))).toMatchObject({
      status: 'ready',
      passages: 1,
      title: 'Carte pro',
    });
    const couture = await settled(String(text.body['id']));
    expect(couture).toMatchObject({ status: 'ready', mimeType: 'text/plain' });
    expect(couture?.passages).toBeGreaterThan(1);
  });

  it('fails, with the reason, a document without text and a corrupt PDF', async () => {
    // A scan: pages without a text layer.
    const scan = await PDFDocument.create();
    scan.addPage();
    const scanned = await upload('Scan.pdf', await scan.save());
    const blank = await upload('Vide.txt', ' \n\t \n', 'text/plain');
    const corrupt = await upload(
      'Abîmé.pdf',
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nceci n’est pas un PDF',
    );
    for (const uploaded of [scanned, blank, corrupt]) expect(uploaded.status).toBe(201);

    expect(await settled(String(scanned.body['id']))).toMatchObject({
      status: 'failed',
      error: "Aucun texte n'a pu être extrait de ce document.",
    });
    expect(await settled(String(blank.body['id']))).toMatchObject({
      status: 'failed',
      error: "Aucun texte n'a pu être extrait de ce document.",
    });
    expect((await settled(String(corrupt.body['id'])))?.status).toBe('failed');
  });

  it('refuses a disguised executable, an empty file, an oversize file and a non-admin, storing nothing', async () => {
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00], 0);
    exe.set([0x50, 0x45, 0x00, 0x00], 0x80);
    new DataView(exe.buffer).setUint32(0x3c, 0x80, true);
    const disguised = await upload('guide.pdf', exe);
    const disguisedText = await upload('notes.txt', exe);
    const empty = await upload('vide.txt', '');
    const huge = await upload('énorme.txt', 'a'.repeat(10 * 1024 * 1024 + 1), 'text/plain');

    expect([disguised.status, disguisedText.status]).toEqual([415, 415]);
    expect(disguised.body['message']).toBe(
      'Type de fichier non accepté : choisissez un fichier PDF, TXT ou DOCX.',
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { message: "Aucun texte n'a pu être extrait de ce document." },
    });
    expect(huge).toMatchObject({
      status: 413,
      body: { message: 'Le fichier dépasse la taille maximale de 10 Mo.' },
    });

    const form = new FormData();
    form.append('file', new Blob(['Bonjour']), 'a.txt');
    const visitor = await fetch(`${backend.gatewayUrl}/uploads/training-document`, {
      method: 'POST',
      body: form,
    });
    expect(visitor.status).toBe(401);
    const { rows } = await db.query(
      "SELECT title FROM assistant.training_documents WHERE title IN ('guide', 'notes', 'vide', 'énorme', 'a')",
    );
    expect(rows).toEqual([]);
  });
});
