import { type Locator, type Page } from 'playwright-core';

const ATTEMPTS = 3;

/**
 * Opens the antd dropdown behind `trigger` (closed, or still fading out from an earlier pick) and
 * clicks its item `name`, as a person does. The dropdown closes on a click that took; on a loaded
 * machine a click can land while the menu animates in and do nothing, so an item still shown is
 * clicked again, and a menu that closed without the pick is opened again.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  for (let attempt = 1; ; attempt += 1) {
    // A fading menu still counts as visible, but its trigger opens it again.
    if (attempt === 1 || !(await item.isVisible())) await trigger.click();
    try {
      await item.click({ timeout: 10_000 });
      await item.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
  }
}
