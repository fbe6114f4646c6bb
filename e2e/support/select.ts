import { type Locator, type Page } from 'playwright-core';
import { inAttempts } from './attempts.js';

const ATTEMPTS = 3;

/**
 * Picks `option` in the antd select `field` (its combobox) as a person does: opens the list,
 * which renders at the page's end, and clicks the option. On a loaded machine a click can land
 * while the list re-renders and pick nothing, leaving the list open over the next field, so the
 * pick is checked on the field itself and the option clicked again if it did not take.
 */
export async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:visible');
  const item = openList.locator(`.ant-select-item-option[title="${option}"]`);
  const picked = field
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .locator(`[title="${option}"]`);
  await inAttempts(ATTEMPTS, async () => {
    if (!(await openList.first().isVisible())) await field.click();
    await item.click();
    await picked.waitFor({ timeout: 5_000 });
    await openList.first().waitFor({ state: 'hidden', timeout: 5_000 });
  });
}
