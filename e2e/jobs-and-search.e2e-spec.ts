import { type Backend, createRegisteredAccount, freePort, startBackend } from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { chooseOption } from './support/select.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Saint-Louis-2026!';
const JOB_TITLE = 'Plombier pour chantier à Mermoz';

interface Member {
  id: string;
  email: string;
}

/**
 * Spec §2 /jobs and /search, through the real chain (Chromium → web → gateway → identity, profiles,
 * jobs): an employer publishes an offer, a worker applies, the employer accepts, the worker sees
 * it; then the employer searches plumbers under a price, and electricians in a town (issue 20).
 */
describe('job board and talent search in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  let db: pg.Client;
  let employer: Member;
  let worker: Member;

  /** An active account with the profile its registration creates. */
  async function member(type: 'worker' | 'employer', fullName: string, profession: string | null) {
    const account = await createRegisteredAccount(
      db,
      { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace },
      { type, fullName, profession, password: PASSWORD },
    );
    return account;
  }

  /** A confirmed worker profile found by the search (no account needed to be found). */
  async function plumber(fullName: string, profession: string, price: number) {
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, profession, price, updated_at, confirmed_at)
       VALUES (gen_random_uuid(), $1, 'worker', $2, $3, $4, now(), now())`,
      [fullName, `${fullName.toLowerCase().replace(/\W+/g, '.')}@exemple.sn`, profession, price],
    );
  }

  /** A confirmed electrician in `locality` (available or not, rated or not). */
  async function electrician(
    fullName: string,
    locality: string,
    {
      available,
      verified = false,
      reviews = 0,
    }: { available: boolean; verified?: boolean; reviews?: number },
  ) {
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, profession, available, verified,
         review_count, rating_sum, locality_id, updated_at, confirmed_at)
       VALUES (gen_random_uuid(), $1, 'worker', $2, 'Électricien', $3, $4, $5, $5 * 5,
         (SELECT id FROM profiles.localities WHERE name = $6), now(), now())`,
      [
        fullName,
        `${fullName.toLowerCase().replace(/\W+/g, '.')}@exemple.sn`,
        available,
        verified,
        reviews,
        locality,
      ],
    );
  }

  const people = new PeopleBrowsers();

  async function signIn(email: string): Promise<{ page: Page; diagnostics: PageDiagnostics }> {
    const page = await people.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}/login`, email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    // The code exchange is still in flight until the dashboard shows.
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    return { page, diagnostics };
  }

  /** Picks an option of an antd select in the open dialog. */
  async function choose(page: Page, label: string, option: string) {
    await chooseOption(page, page.getByRole('dialog').getByLabel(label), option);
  }

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_jobs_search',
      services: ['identity', 'profiles', 'jobs', 'ledger'],
      gatewayPort,
      env: {
        ...web.identityEnv,
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    employer = await member('employer', 'Entreprise Sall Construction', null);
    worker = await member('worker', 'Ibrahima Ndiaye', 'Plombier');
    await plumber('Cheikh Diallo', 'Plombier', 4_000);
    await plumber('Modou Kane', 'Plombiers sanitaires', 4_500);
    await plumber('Pape Seck', 'Plombier', 9_000);
    await plumber('Aliou Sy', 'Électricien', 3_000);
    // Two localities of the reference catalogue: the search reads 'thies' in the text as Thiès.
    await db.query(
      `INSERT INTO profiles.localities (id, name, city, latitude, longitude) VALUES
         (gen_random_uuid(), 'Thiès', 'Thiès', 14.791, -16.9359),
         (gen_random_uuid(), 'Plateau', 'Dakar', 14.6681, -17.4322)`,
    );
    // The best rated electrician of Thiès is unavailable: availability comes before the rating.
    await electrician('Ibrahima Gueye', 'Thiès', { available: false, verified: true, reviews: 30 });
    await electrician('Mamadou Ndiaye', 'Thiès', { available: true });
    await electrician('Aliou Ndoye', 'Plateau', { available: true, verified: true, reviews: 3 });
    await electrician('Samba Fall', 'Plateau', { available: false });
  });

  afterAll(async () => {
    await people.close();
    await db.end();
    await backend.stop();
    await web.close();
  });

  it('lets an employer publish, a worker apply, the employer accept and the worker see it', async () => {
    const boss = await signIn(employer.email);
    await boss.page.goto(`${web.url}/jobs`);
    await boss.page.getByRole('button', { name: 'Publier une offre' }).click();
    const dialog = boss.page.getByRole('dialog');
    await dialog.getByLabel('Titre du poste').fill(JOB_TITLE);
    await choose(boss.page, 'Catégorie', 'BTP');
    await choose(boss.page, 'Type de contrat', 'CDD');
    await dialog.getByLabel('Lieu').fill('Mermoz, Dakar');
    await dialog.getByLabel('Salaire (facultatif)').fill('250 000 F CFA / mois');
    await dialog.getByLabel('Description').fill('Installation sanitaire complète de six appartements neufs.');
    await dialog.getByRole('button', { name: "Publier l'offre" }).click();
    await boss.page.getByText('Annonce publiée avec succès !').waitFor();

    const candidate = await signIn(worker.email);
    await candidate.page.goto(`${web.url}/jobs`);
    await candidate.page.getByRole('button', { name: `Postuler : ${JOB_TITLE}` }).click();
    await candidate.page
      .getByRole('dialog')
      .getByLabel('Message (facultatif)')
      .fill('Dix ans de métier, disponible dès lundi.');
    await candidate.page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await candidate.page.getByText('En attente').first().waitFor();

    await boss.page.goto(`${web.url}/jobs`);
    await boss.page.getByRole('tab', { name: 'Mes offres' }).click();
    await boss.page.getByRole('button', { name: `Voir les candidatures : ${JOB_TITLE}` }).click();
    await boss.page.getByText('Dix ans de métier, disponible dès lundi.').waitFor();
    await boss.page.getByRole('button', { name: 'Accepter : Ibrahima Ndiaye' }).click();
    await boss.page.getByRole('button', { name: 'Laisser un avis : Ibrahima Ndiaye' }).waitFor();

    await candidate.page.reload();
    await candidate.page.getByRole('tab', { name: 'Mes candidatures' }).click();
    // The offers tab keeps its (hidden) badge too: look in the open tab only.
    await candidate.page.getByRole('tabpanel').getByText('Acceptée').waitFor();
    const { rows } = await db.query('SELECT status FROM jobs.job_applications WHERE worker_id = $1', [
      worker.id,
    ]);
    expect(rows).toEqual([{ status: 'ACCEPTED' }]);
    expect(await accessibilityViolations(candidate.page)).toEqual([]);
    await boss.page.close();
    await candidate.page.close();
  });

  it('finds plumbers under the chosen maximum price, plural and accents ignored', async () => {
    const { page } = await signIn(employer.email);
    await page.goto(`${web.url}/search`);
    await page.getByLabel('Terme de recherche').fill('plombiers');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('4 profils trouvés').waitFor();

    await page.getByLabel('Prix maximum').fill('5000');

    await page.getByText('2 profils trouvés').waitFor();
    const cards = page.getByRole('article');
    const names = await cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
    expect(names.sort()).toEqual(['Cheikh Diallo', 'Modou Kane']);
    expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('5000');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it("shows an employer searching 'electricien thies' an available electrician of Thiès first, the unavailable ones last", async () => {
    const { page } = await signIn(employer.email);
    await page.goto(`${web.url}/search?q=${encodeURIComponent('electricien thies')}`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();

    const shown = await cards.evaluateAll((articles) =>
      articles.map((a) => ({
        name: a.getAttribute('aria-label'),
        unavailable: a.textContent.includes('Indisponible pour le moment'),
      })),
    );
    // Aliou Sy (Électricien, no locality) is available too.
    expect(shown[0]).toEqual({ name: 'Mamadou Ndiaye', unavailable: false });
    const firstUnavailable = shown.findIndex((card) => card.unavailable);
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(shown.slice(firstUnavailable).every((card) => card.unavailable)).toBe(true);
    expect(shown.filter((card) => card.unavailable).map((card) => card.name)).toEqual([
      'Ibrahima Gueye',
      'Samba Fall',
    ]);
    await page.close();
  });
});
