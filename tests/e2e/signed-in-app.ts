import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { type AppServer, accessToken, launchBrowser, newPage, signIn, startAppServer } from './harness.ts';
import { controlledBy } from './pwa-helpers.ts';

/** The app's server, a browser, and one page signed in as the demo Attorney. */
export interface SignedInApp {
  server: AppServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The page's uncaught and console errors (newPage). */
  errors: string[];
  /** The page's access token, for checking the server's copy over the API. */
  token: string;
}

/**
 * What most browser suites start with: the demo firm synced onto a desktop-sized page, with the
 * service worker in control, so an offline reload still opens the app.
 */
export async function startSignedInApp(options: BrowserContextOptions = {}): Promise<SignedInApp> {
  const [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const { page, errors } = await newPage(context);
  await signIn(page, server.url);
  const token = await accessToken(page);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  await controlledBy(page);
  return { server, browser, context, page, errors, token };
}

/** Closes what startSignedInApp opened, whatever of it was opened. */
export async function stopSignedInApp(app: Partial<SignedInApp>): Promise<void> {
  await app.context?.close();
  await app.browser?.close();
  await app.server?.stop();
}
