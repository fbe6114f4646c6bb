import {
  type Backend,
  type RegisteredPerson,
  createActiveAccount,
  createRegisteredAccount,
  freePort,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Kolda-Contenu-2026!';

/** HTML that runs a script if anything renders it as HTML: each names where it was stored. */
const payload = (where: string) => `<img src=x onerror="window.__injected='${where}'">${where}`;

interface Person {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/**
 * Issue 21 (stored content): names, posts, comments, job offers, messages, FAQ and testimonials
 * holding HTML and script are shown as text wherever members and visitors see them, never run.
 */
describe('stored content is shown as text', () => {
  let backend: Backend;
  let web: WebServer;
  let db: pg.Client;
  let worker: Person;
  let employerEmail: string;
  const people = new PeopleBrowsers();

  const call = async (who: { headers: Record<string, string> }, query: string, variables = {}) => {
    const result = await graphql<Record<string, { id: string }>>(backend.gatewayUrl, query, {
      headers: who.headers,
      variables,
    });
    expect(result.errors, query).toBeUndefined();
    return result.data ?? {};
  };

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_stored_content',
      services: ['identity', 'profiles', 'jobs', 'feed', 'messaging', 'assistant'],
      gatewayPort,
      env: { ...web.identityEnv },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const events = { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace };
    /** Signed in through the gateway with the web app's own address, as its identity allows. */
    const signedIn = async ({ id, email }: { id: string; email: string }): Promise<Person> => {
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD, `${web.url}/`);
      return { id, email, headers: { authorization: `Bearer ${accessToken}` } };
    };
    const registered = (person: RegisteredPerson) => createRegisteredAccount(db, events, person);
    worker = await signedIn(
      await registered({
        type: 'worker',
        fullName: payload('nom'),
        profession: 'Soudeur',
        password: PASSWORD,
      }),
    );
    const employer = await signedIn(
      await registered({ type: 'employer', fullName: 'Atelier Kolda', profession: null, password: PASSWORD }),
    );
    employerEmail = employer.email;
    const admin = await signedIn(await createActiveAccount(db, 'admin', PASSWORD));

    const { createPost } = await call(worker, 'mutation($i: PostInput!) { createPost(input: $i) { id } }', {
      i: { content: payload('publication') },
    });
    await call(
      employer,
      'mutation($p: ID!, $c: String!) { addPostComment(postId: $p, content: $c) { id } }',
      {
        p: createPost?.id,
        c: payload('commentaire'),
      },
    );
    await call(employer, 'mutation($i: JobInput!) { createJob(input: $i) { id } }', {
      i: {
        title: payload('offre'),
        description: payload('description'),
        category: 'BTP',
        contractType: 'CDD',
        location: 'Kolda',
      },
    });
    const { startConversation } = await call(
      employer,
      'mutation($r: ID!) { startConversation(recipientId: $r) { id } }',
      { r: worker.id },
    );
    await call(employer, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', {
      i: { conversationId: startConversation?.id, content: payload('message') },
    });
    await call(admin, 'mutation($i: FaqInput!) { createFaq(input: $i) { id } }', {
      i: { question: payload('question'), answer: payload('réponse'), category: 'Général' },
    });
    await call(admin, 'mutation($i: TestimonialInput!) { createTestimonial(input: $i) { id } }', {
      i: { authorName: payload('témoin'), quote: payload('témoignage'), isVisible: true },
    });
  });

  afterAll(async () => {
    await people.close();
    await db.end();
    await backend.stop();
    await web.close();
  });

  const injected = (page: Page) =>
    page.evaluate(() => (window as { __injected?: string }).__injected ?? null);

  /** The page shows the stored HTML as its own text, and nothing it holds has run. */
  async function shownAsText(page: Page, path: string, where: string[]): Promise<void> {
    await page.goto(`${web.url}${path}`);
    for (const place of where) await page.getByText(payload(place)).first().waitFor({ timeout: 15_000 });
    expect(await page.locator('img[src="x"]').count(), path).toBe(0);
    expect(await injected(page), path).toBeNull();
  }

  it('shows every stored text as text to a member and to a visitor, and runs none of it', async () => {
    const employer = await people.newPage();
    const diagnostics = new PageDiagnostics(employer);
    await signInWithForm(employer, diagnostics, `${web.url}/login`, employerEmail, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    // The code exchange is still in flight until the dashboard shows; it also lists both names.
    await employer.getByText('Bienvenue, Atelier Kolda').waitFor();
    await employer.getByText(payload('offre')).first().waitFor();
    expect(await injected(employer)).toBeNull();

    await shownAsText(employer, '/feed', ['publication', 'nom']);
    await employer.getByRole('button', { name: 'Commentaires (1)' }).click();
    await employer.getByText(payload('commentaire')).waitFor();
    expect(await injected(employer)).toBeNull();
    await shownAsText(employer, '/jobs', ['offre']);
    await shownAsText(employer, `/profiles/${worker.id}`, ['nom']);
    await shownAsText(employer, '/messages', ['nom']);
    await employer.getByText(payload('nom')).first().click();
    await employer.getByText(payload('message')).first().waitFor();
    expect(await injected(employer)).toBeNull();

    const visitor = await people.newPage();
    await shownAsText(visitor, '/faq', ['question']);
    await visitor.getByText(payload('question')).first().click();
    await visitor.getByText(payload('réponse')).first().waitFor();
    await shownAsText(visitor, '/', ['témoignage']);
    expect(await injected(visitor)).toBeNull();
  });
});
