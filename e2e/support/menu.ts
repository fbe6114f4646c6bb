import { type Locator, type Page } from 'playwright-core';
import { inAttempts } from './attempts.js';

const ATTEMPTS = 3;

/**
 * Opens the antd dropdown behind `trigger` (closed, or still fading out from an earlier pick) and
 * clicks its item `name`, as a person does. The dropdown closes on a click that took; on a loaded
 * machine a click can land while the menu animates in and do nothing, so an item still shown is
 * clicked again, and a menu that closed without the pick is opened again.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await inAttempts(ATTEMPTS, async (attempt) => {
    // A fading menu still counts as visible, but its trigger opens it again.
    if (attempt === 1 || !(await item.isVisible())) await trigger.click();
    await item.click({ timeout: 10_000 });
    await item.waitFor({ state: 'hidden', timeout: 5_000 });
  });
}
