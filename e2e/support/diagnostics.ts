import type { Page } from 'playwright-core';

type WaitForURLOptions = Parameters<Page['waitForURL']>[1];

const MAX_LINES = 40;

/**
 * Records what a page went through (console errors, uncaught errors, failed or refused requests,
 * navigations) so that a browser test that times out says why instead of only "Timeout 30000ms".
 */
export class PageDiagnostics {
  private readonly lines: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        this.add(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.add(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      this.add(
        `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`,
      ),
    );
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const request = response.request();
      this.add(`HTTP ${response.status()}: ${request.method()} ${response.url()}`);
      // A refused GraphQL request says which operation and why (a 400 preceded an unexplained hang).
      if (response.url().endsWith('/graphql')) {
        void response
          .text()
          .then((body) =>
            this.add(`  sent ${(request.postData() ?? '').slice(0, 300)}\n  answered ${body.slice(0, 300)}`),
          )
          .catch(() => undefined);
      }
    });
    // A navigation that never commits (a hung redirect) shows as a request with no "navigated".
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        this.add(`navigating: ${request.method()} ${request.url()}`);
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.add(`navigated: ${frame.url()}`);
    });
  }

  /** Waits for the URL; on failure the error carries the page's recent history and visible notices. */
  async waitForURL(url: string | RegExp, options?: WaitForURLOptions): Promise<void> {
    try {
      await this.page.waitForURL(url, options);
    } catch (error) {
      throw new Error(`${String(error)}\n${await this.report()}`, { cause: error });
    }
  }

  /** The recorded lines plus the toasts on screen, for a failure message. */
  async report(): Promise<string> {
    const notices = await this.page
      .locator('.ant-notification-notice')
      .allInnerTexts()
      .catch(() => []);
    return [
      `url: ${this.page.url()}`,
      `notices on screen: ${notices.length ? notices.join(' | ') : 'none'}`,
      ...this.lines,
    ].join('\n');
  }

  private add(line: string): void {
    this.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (this.lines.length > MAX_LINES) this.lines.shift();
  }
}
