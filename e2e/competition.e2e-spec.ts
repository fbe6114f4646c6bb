import { IdentityEvents, JobsEvents } from '@liggeey/contracts';
import {
  type Backend,
  createActiveAccount,
  freePort,
  publishEvent,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Tambacounda-2026!';

interface Member {
  id: string;
  email: string;
}

/**
 * Spec §2 /dashboard/competition through the real chain (Chromium → web → gateway → identity,
 * profiles, feed): a worker's post in the feed scores in the profiles service, and the worker's
 * competition page shows their own rank under an employer with more points.
 */
describe('monthly competition in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  let browser: Browser | undefined;
  let db: pg.Client;
  let awa: Member;
  let employer: Member;

  async function member(type: 'worker' | 'employer', fullName: string, profession: string | null) {
    const account = await createActiveAccount(db, type, PASSWORD);
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: account.id,
      email: account.email,
      fullName,
      type,
      profession,
      confirmationUrl: `${web.url}/realms/liggeey/login-actions/confirm?token=t`,
    });
    await until(
      () =>
        db.query(`SELECT 1 FROM feed.authors a JOIN profiles.profiles p ON p.id = a.id WHERE a.id = $1`, [
          account.id,
        ]),
      (result) => result.rowCount === 1,
    );
    await db.query('UPDATE profiles.profiles SET confirmed_at = now() WHERE id = $1', [account.id]);
    return account;
  }

  const totalOf = (memberId: string) =>
    db.query<{ total: number }>('SELECT total FROM profiles.competition_scores WHERE member_id = $1', [
      memberId,
    ]);

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_competition',
      services: ['identity', 'profiles', 'feed'],
      gatewayPort,
      env: web.identityEnv,
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    awa = await member('worker', 'Awa Ndiaye', 'Couturier');
    employer = await member('employer', 'Dakar BTP Services', null);
  });

  afterAll(async () => {
    await browser?.close();
    await db.end();
    await backend.stop();
    await web.close();
  });

  it('shows a worker with activity this month their own rank on /dashboard/competition', async () => {
    // The employer accepted someone's application this month (the jobs service's event): 20 points.
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, JobsEvents.applicationStatusChanged, {
      applicationId: randomUUID(),
      jobId: randomUUID(),
      jobTitle: 'Couture de boubous',
      employerId: employer.id,
      workerId: randomUUID(),
      status: 'ACCEPTED',
    });

    browser = await launchBrowser();
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}/login`, awa.email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    // Awa's activity: a post in the feed, 3 points.
    await page.goto(`${web.url}/feed`);
    await page.getByRole('heading', { level: 1, name: "Fil d'actualités" }).waitFor();
    await page.getByLabel('Texte de la publication').fill('Mes nouveaux boubous brodés sont prêts !');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByRole('article', { name: 'Publication de Awa Ndiaye' }).waitFor();
    expect(
      (
        await until(
          () => totalOf(awa.id),
          (result) => result.rows[0]?.total === 3,
        )
      ).rows,
    ).toEqual([{ total: 3 }]);
    expect(
      (
        await until(
          () => totalOf(employer.id),
          (result) => result.rowCount === 1,
        )
      ).rows,
    ).toEqual([{ total: 20 }]);

    await page.goto(`${web.url}/dashboard`);
    await page.getByRole('link', { name: 'Voir le classement' }).click();
    await diagnostics.waitForURL(`${web.url}/dashboard/competition`);
    await page.getByRole('heading', { level: 1, name: 'Compétition du mois' }).waitFor();
    await page.getByText('Vous êtes 2e avec 3 points.').waitFor();
    const ranking = page.getByRole('list', { name: /^Classement — / });
    expect(await ranking.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^1er.*Dakar BTP Services.*Employeur.*20 points$/),
      expect.stringMatching(/^2e.*Awa Ndiaye \(vous\).*Professionnel.*3 points$/),
    ]);
    expect(await page.getByText('Un voyage tout frais payé').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
