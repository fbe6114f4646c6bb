import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What a failing check names: the rule and the elements it found. */
export interface Violation {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules, colour contrast included) in the page and returns its
 * serious and critical violations: the ones that lock someone out of a page.
 */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the pages' Content-Security-Policy refuses an
  // inline script tag, as it would any injected script.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
