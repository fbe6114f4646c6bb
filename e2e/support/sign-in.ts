import { type Page } from 'playwright-core';
import { type PageDiagnostics } from './diagnostics.js';

/**
 * Fills and sends the provider's sign-in form once the app has sent the browser to it
 * (/login?challenge=…), as a person does.
 */
export async function submitSignInForm(
  page: Page,
  diagnostics: PageDiagnostics,
  email: string,
  password: string,
): Promise<void> {
  await diagnostics.waitForURL(/\/login\?challenge=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Opens `start` (the login page, or one that asks to sign in first) and signs in through the
 * provider's form. The caller waits for where the app lands: the code exchange is in flight
 * until that page shows.
 */
export async function signInWithForm(
  page: Page,
  diagnostics: PageDiagnostics,
  start: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(start);
  await submitSignInForm(page, diagnostics, email, password);
}
