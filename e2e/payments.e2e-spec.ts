import { IdentityEvents, PAYMENT_FAILED_MESSAGE } from '@liggeey/contracts';
import {
  type Backend,
  type PaymentSandbox,
  createActiveAccount,
  freePort,
  publishEvent,
  startBackend,
  startPaymentSandbox,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Ziguinchor-Paiement-2026!';
const PACK = { id: randomUUID(), name: 'Pack 250 crédits', price: 2_500, credits: 250 };

/**
 * Issue 6 in the browser, through the real chain (Chromium → web → gateway → payments → the
 * payment sandbox's hosted checkout → back to /payment-confirmation → ledger): a worker buys a
 * pack and sees the balance rise; a cancelled checkout shows the spec's failure text and changes
 * nothing.
 */
describe('buying credits in the browser', () => {
  let sandbox: PaymentSandbox;
  let backend: Backend;
  let web: WebServer;
  let browser: Browser;
  let db: pg.Client;
  let email: string;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    sandbox = await startPaymentSandbox({
      webhookUrl: `http://127.0.0.1:${gatewayPort}/payments/webhook`,
      redirectUrl: `${web.url}/payment-confirmation`,
    });
    backend = await startBackend(inject('infra'), {
      label: 'e2e_payments',
      services: ['identity', 'profiles', 'ledger', 'payments'],
      gatewayPort,
      env: {
        ...web.identityEnv,
        ...sandbox.paymentsEnv,
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await db.query(
      `INSERT INTO ledger.products (id, name, description, type, credits_price, features)
       VALUES ($1, $2, 'Pack de démonstration', 'credit_pack', $3, ARRAY[$4])`,
      [PACK.id, PACK.name, PACK.price, String(PACK.credits)],
    );
    const account = await createActiveAccount(db, 'worker', PASSWORD);
    email = account.email;
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: account.id,
      email,
      fullName: 'Mariama Sané',
      type: 'worker',
      profession: 'Couturier',
      confirmationUrl: `${web.url}/realms/liggeey/login-actions/confirm?token=t`,
    });
    await until(
      () => db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [account.id]),
      (result) => result.rowCount === 1,
    );
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser.close();
    await db.end();
    await backend.stop();
    await sandbox.stop();
    await web.close();
  });

  let signedIn = false;

  /** Signs in once; later tabs of the same browser resume that session through the provider. */
  async function signIn(): Promise<{ page: Page; diagnostics: PageDiagnostics }> {
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);
    if (signedIn) {
      await page.goto(`${web.url}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
      return { page, diagnostics };
    }
    signedIn = true;
    await signInWithForm(page, diagnostics, `${web.url}/login`, email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    return { page, diagnostics };
  }

  /** From /buy-credits to the provider's checkout for the test pack. */
  async function checkout(page: Page, diagnostics: PageDiagnostics) {
    await page.goto(`${web.url}/buy-credits`);
    await page.getByRole('heading', { level: 1, name: 'Acheter des crédits' }).waitFor();
    await page.getByRole('button', { name: `Acheter le ${PACK.name}` }).click();
    await diagnostics.waitForURL(new RegExp(`^${sandbox.url}/checkout/`));
    await page.getByText('Montant : 2 500 F CFA').waitFor();
  }

  it('pays a pack on the checkout, comes back to the confirmation and sees the balance rise', async () => {
    const { page, diagnostics } = await signIn();
    await page.getByText('0 crédits', { exact: true }).waitFor();

    await checkout(page, diagnostics);
    await page.getByRole('button', { name: 'Payer par carte' }).click();
    await diagnostics.waitForURL(new RegExp(`^${web.url}/payment-confirmation\\?`));
    await page.getByText('Vérification du paiement...').waitFor();
    await page.getByText('Paiement confirmé').waitFor({ timeout: 20_000 });
    await page.getByText('250 crédits ont été ajoutés à votre compte.').waitFor();

    await page.getByRole('button', { name: 'Aller au tableau de bord' }).click();
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByText('250 crédits', { exact: true }).waitFor();
    await page.close();
  });

  it('cancels on the checkout: the failure text, and the balance unchanged', async () => {
    const { page, diagnostics } = await signIn();
    await page.getByText('250 crédits', { exact: true }).waitFor();

    await checkout(page, diagnostics);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await diagnostics.waitForURL(new RegExp(`^${web.url}/payment-confirmation\\?`));
    await page.getByText(PAYMENT_FAILED_MESSAGE).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Paiement confirmé').count()).toBe(0);

    await page.goto(`${web.url}/dashboard`);
    await page.getByText('250 crédits', { exact: true }).waitFor();
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE kind = 'purchase'",
    );
    expect(rows[0]?.n).toBe(1);
    await page.close();
  });
});
