import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kolda-Audit-2026';
const AUDIT = `query($i: AdminAuditInput) {
  adminAuditLog(input: $i) { total items { actorEmail action targetType targetId summary at } }
}`;

interface Entry {
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string | null;
  at: string;
}

describe('admin audit log', () => {
  let backend: Backend;
  let db: pg.Client;
  const people: Record<'admin' | 'worker', { id: string; email: string; headers: Record<string, string> }> =
    {} as never;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'audit_log',
      services: ['identity', 'profiles', 'jobs', 'feed', 'ledger', 'payments', 'assistant', 'messaging'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      const { id, email } = await createActiveAccount(db, type, PASSWORD);
      await db.query(
        `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at) VALUES ($1, $2, $3, $4, now())`,
        [id, type === 'admin' ? 'Admin Audit' : 'Ibrahima Ba', type, email],
      );
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      people[type] = { id, email, headers: { authorization: `Bearer ${accessToken}` } };
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  const asAdmin = <T>(query: string, variables?: Record<string, unknown>) =>
    graphql<T>(backend.gatewayUrl, query, { headers: people.admin.headers, variables });
  const done = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const answer = await asAdmin<T>(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  };
  const uploadTrainingDocument = async (name: string, text: string): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    const response = await fetch(`${backend.gatewayUrl}/uploads/training-document`, {
      method: 'POST',
      headers: people.admin.headers,
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  /** Store, settings, assistant, inbox and competition operations; each action's expected target. */
  async function otherServicesOperations(): Promise<Record<string, Partial<Entry>>> {
    const product = { type: 'physical_product', name: 'Casque de chantier', creditsPrice: 20 };
    const { createProduct } = await done<{ createProduct: { id: string } }>(
      'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
      { i: product },
    );
    await done('mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }', {
      id: createProduct.id,
      i: { ...product, creditsPrice: 25 },
    });
    await done('mutation($id: ID!) { deleteProduct(id: $id) }', { id: createProduct.id });

    const savePack = 'mutation($id: ID, $i: CreditPackInput!) { saveCreditPack(id: $id, input: $i) { id } }';
    const { saveCreditPack: pack } = await done<{ saveCreditPack: { id: string } }>(savePack, {
      i: { credits: 100, price: 5000 },
    });
    await done(savePack, { id: pack.id, i: { credits: 120, price: 5000 } });
    await done('mutation($id: ID!) { deleteProduct(id: $id) }', { id: pack.id });
    await done('mutation { setWelcomeBonus(credits: 40) { credits } }');
    await done('mutation { adminCreditStuckPayments { examined } }');

    const faq = {
      question: 'Comment publier une annonce ?',
      answer: 'Depuis votre tableau de bord.',
      category: 'Annonces',
    };
    const { createFaq } = await done<{ createFaq: { id: string } }>(
      'mutation($i: FaqInput!) { createFaq(input: $i) { id } }',
      { i: faq },
    );
    await done('mutation($id: ID!, $i: FaqInput!) { updateFaq(id: $id, input: $i) { id } }', {
      id: createFaq.id,
      i: { ...faq, answer: 'Depuis « Mes annonces ».' },
    });
    await done('mutation($id: ID!) { deleteFaq(id: $id) }', { id: createFaq.id });

    const entry = {
      keywords: ['soudure'],
      responseTemplate: 'Voyez les soudeurs de Kolda.',
      requiredRole: 'public',
    };
    const { createKnowledgeEntry } = await done<{ createKnowledgeEntry: { id: string } }>(
      'mutation($i: KnowledgeInput!) { createKnowledgeEntry(input: $i) { id } }',
      { i: entry },
    );
    await done(
      'mutation($id: ID!, $i: KnowledgeInput!) { updateKnowledgeEntry(id: $id, input: $i) { id } }',
      {
        id: createKnowledgeEntry.id,
        i: { ...entry, keywords: ['soudure', 'soudeur'] },
      },
    );
    await done('mutation($id: ID!) { deleteKnowledgeEntry(id: $id) }', { id: createKnowledgeEntry.id });

    const documentId = await uploadTrainingDocument('guide-soudure.txt', 'Un soudeur assemble les métaux.');
    await done('mutation($id: ID!) { deleteTrainingDocument(id: $id) }', { id: documentId });

    const messageId = randomUUID();
    await db.query(
      `INSERT INTO messaging.contact_messages (id, name, email, subject, message)
       VALUES ($1, 'Awa Sow', 'awa@example.sn', 'Facture', 'Où est ma facture ?')`,
      [messageId],
    );
    await done('mutation($id: ID!) { markContactMessageRead(id: $id) { id } }', { id: messageId });
    await done('mutation($id: ID!) { deleteContactMessage(id: $id) }', { id: messageId });

    await done('mutation($i: CompetitionContentInput!) { updateCompetitionContent(input: $i) { tips } }', {
      i: { prizes: ['Une perceuse', 'Un casque', 'Des gants'], tips: ['Répondez vite.'] },
    });

    const productTarget = {
      targetType: 'product',
      targetId: createProduct.id,
      summary: 'Casque de chantier',
    };
    const packTarget = { targetType: 'credit-pack', targetId: pack.id };
    const faqTarget = { targetType: 'faq', targetId: createFaq.id };
    const entryTarget = { targetType: 'knowledge-entry', targetId: createKnowledgeEntry.id };
    const documentTarget = {
      targetType: 'training-document',
      targetId: documentId,
      summary: 'guide-soudure',
    };
    const messageTarget = { targetType: 'contact-message', targetId: messageId };
    return {
      'product.created': productTarget,
      'product.updated': productTarget,
      'product.deleted': productTarget,
      'credit-pack.created': { ...packTarget, summary: 'Pack 100 crédits' },
      'credit-pack.updated': { ...packTarget, summary: 'Pack 120 crédits' },
      'credit-pack.deleted': packTarget,
      'settings.welcome-bonus-changed': {
        targetType: 'settings',
        targetId: 'welcome_bonus',
        summary: '40 crédits',
      },
      'payments.stuck-credited': { targetType: 'payment', targetId: null },
      'faq.created': { ...faqTarget, summary: faq.question },
      'faq.updated': { ...faqTarget, summary: faq.question },
      'faq.deleted': faqTarget,
      'knowledge-entry.created': { ...entryTarget, summary: 'soudure' },
      'knowledge-entry.updated': { ...entryTarget, summary: 'soudure, soudeur' },
      'knowledge-entry.deleted': entryTarget,
      'training-document.uploaded': documentTarget,
      'training-document.deleted': documentTarget,
      'contact-message.read': { ...messageTarget, summary: 'Facture (awa@example.sn)' },
      'contact-message.deleted': messageTarget,
      'competition.content-updated': { targetType: 'competition', targetId: 'content' },
    };
  }

  it('records every admin operation with who, what, when and the target, once', async () => {
    const worker = people.worker.id;
    const jobId = randomUUID();
    await db.query(`INSERT INTO jobs.employers (id, full_name) VALUES ($1, 'Atelier Ba')`, [randomUUID()]);
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description)
       SELECT $1, id, 'Soudeur', 'Bâtiment & Travaux', 'CDI', 'Kolda', 'Souder.' FROM jobs.employers LIMIT 1`,
      [jobId],
    );
    const operations: [string, Record<string, unknown>][] = [
      ['mutation($id: ID!) { suspendUser(id: $id) { id } }', { id: worker }],
      ['mutation($id: ID!) { reactivateUser(id: $id) { id } }', { id: worker }],
      [
        'mutation($id: ID!, $i: AdminUserUpdateInput!) { updateUser(id: $id, input: $i) { id } }',
        { id: worker, i: { verified: true } },
      ],
      ['mutation($id: ID!) { setJobActive(id: $id, active: false) { id } }', { id: jobId }],
      ['mutation($id: ID!) { setJobActive(id: $id, active: true) { id } }', { id: jobId }],
      ['mutation($id: ID!) { deleteJob(id: $id) }', { id: jobId }],
      [
        'mutation($i: SecuritySettingsInput!) { updateSecuritySettings(input: $i) { minPasswordLength } }',
        {
          i: {
            minPasswordLength: 10,
            blockFailedLogin: true,
            failedLoginAttempts: 5,
            adminSessionIdleMinutes: 30,
            twoFactorAuth: false,
          },
        },
      ],
      ['mutation($u: String) { setLoginImage(url: $u) { url } }', { u: 'https://images.example/kolda.jpg' }],
      [
        'mutation($i: TestimonialInput!) { createTestimonial(input: $i) { id } }',
        { i: { quote: 'Liggeey m’a trouvé un soudeur.', authorName: 'Fatou Diallo', isVisible: true } },
      ],
    ];
    for (const [query, variables] of operations) await done(query, variables);
    const others = await otherServicesOperations();
    const expected = operations.length + Object.keys(others).length;

    const log = await until(
      () => asAdmin<{ adminAuditLog: { total: number; items: Entry[] } }>(AUDIT, { i: { pageSize: 50 } }),
      (answer) => (answer.data?.adminAuditLog.total ?? 0) >= expected,
    );
    const entries = log.data?.adminAuditLog.items ?? [];
    expect(log.data?.adminAuditLog.total).toBe(expected);
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      [
        ...Object.keys(others),
        'job.approved',
        'job.deleted',
        'job.rejected',
        'settings.login-image-changed',
        'settings.security-changed',
        'testimonial.created',
        'user.edited',
        'user.reactivated',
        'user.suspended',
      ].sort(),
    );
    expect(entries.every((entry) => entry.actorEmail === people.admin.email)).toBe(true);
    for (const [action, target] of Object.entries(others)) {
      expect(
        entries.find((entry) => entry.action === action),
        action,
      ).toMatchObject(target);
    }
    expect(entries.find((entry) => entry.action === 'user.suspended')).toMatchObject({
      targetType: 'user',
      targetId: worker,
      summary: people.worker.email,
    });
    expect(entries.find((entry) => entry.action === 'job.deleted')).toMatchObject({
      targetId: jobId,
      summary: 'Soudeur',
    });
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // As the security page asks for it: paged and sorted by time (oldest first once its arrow is turned).
    const oldestFirst = await done<{ adminAuditLog: { items: Entry[] } }>(AUDIT, {
      i: { page: 1, pageSize: 50, sort: 'at', order: 'asc' },
    });
    expect(oldestFirst.adminAuditLog.items.map((entry) => entry.at)).toEqual([...times].reverse());

    const filtered = await asAdmin<{ adminAuditLog: { items: Entry[] } }>(AUDIT, {
      i: { action: 'job.rejected' },
    });
    expect(filtered.data?.adminAuditLog.items.map((entry) => entry.targetId)).toEqual([jobId]);
    const searched = await asAdmin<{ adminAuditLog: { items: Entry[] } }>(AUDIT, { i: { q: 'kolda.jpg' } });
    expect(searched.data?.adminAuditLog.items.map((entry) => entry.action)).toEqual([
      'settings.login-image-changed',
    ]);
  });

  it('shows the log to admins only', async () => {
    const visitor = await graphql(backend.gatewayUrl, AUDIT);
    const worker = await graphql(backend.gatewayUrl, AUDIT, { headers: people.worker.headers });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(worker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
