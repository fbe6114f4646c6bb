import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { watchRefusedDocuments } from './refused-documents.js';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * Browse as someone who has never been here, so the welcome dialog opens. By default the browser
   * is a returning visitor: the dialog would otherwise cover the page every test is about.
   */
  firstVisit?: boolean;
  /** False to read pages as a browser that runs no script sees them (what the server sent). */
  javaScriptEnabled?: boolean;
  /**
   * Let the app install its service worker. Off by default: a test then sees what the network
   * answers, never a copy the worker kept from an earlier page of the test.
   */
  serviceWorkers?: boolean;
  /** Browse as a phone in data-saving mode, which sends `Save-Data: on` with every request. */
  saveData?: boolean;
}

/** The web app's local-storage flag set when the welcome dialog is closed (spec §2). */
const HAS_VISITED_KEY = 'liggeey.hasVisited';

/**
 * Debian's Chromium driven by playwright-core (no downloaded browser). A fresh profile per launch
 * keeps tests independent of each other and of whatever ran before.
 */
export async function launchBrowser({
  firstVisit = false,
  javaScriptEnabled = true,
  serviceWorkers = false,
  saveData = false,
}: LaunchOptions = {}): Promise<Browser> {
  const profileDir = await mkdtemp(join(tmpdir(), 'liggeey-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      locale: 'fr-FR',
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled,
      serviceWorkers: serviceWorkers ? 'allow' : 'block',
      ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    if (!firstVisit) {
      await context.addInitScript((key) => localStorage.setItem(key, 'true'), HAS_VISITED_KEY);
    }
    watchRefusedDocuments(context);
    return {
      context,
      close: async () => {
        await context.close();
        await rm(profileDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A browser for each person of a test: the provider's session (its cookie) belongs to a browser,
 * so two people signing in in one browser would share it, which never happens on their phones.
 */
export class PeopleBrowsers {
  private readonly browsers: Browser[] = [];

  async newPage(options?: LaunchOptions): Promise<Page> {
    const browser = await launchBrowser(options);
    this.browsers.push(browser);
    return browser.context.newPage();
  }

  async close(): Promise<void> {
    await Promise.all(this.browsers.splice(0).map((browser) => browser.close()));
  }
}
