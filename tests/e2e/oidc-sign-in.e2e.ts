import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestProvider } from '../helpers/oidc-provider.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
} from './harness.ts';
import { signInAtTestProvider, startAppWithProvider } from './oidc-helpers.ts';
import { apiGet, controlledBy, type ServerFile } from './pwa-helpers.ts';

/**
 * Sign-in with the firm's Microsoft account (docs/oidc.md), in Chromium, against a real OpenID
 * provider running here: the sign-in screen's button, the provider's own login and consent pages,
 * back to the app, the dashboard with the first sync done; then the network is cut and the device
 * works offline as after any sign-in.
 */
let server: AppServer;
let provider: TestProvider;
let browser: Browser;
let context: BrowserContext | undefined;
const LONG = { timeout: 45_000 };

beforeAll(async () => {
  [{ server, provider }, browser] = await Promise.all([
    startAppWithProvider({ 'demo.admin': { email: DEMO_CREDENTIALS.email, amr: ['pwd', 'mfa'] } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await provider?.stop();
  await server?.stop();
});

describe('Continue with Microsoft', () => {
  it('goes through the provider’s login page to the synced dashboard, and the device then works offline', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await newPage(context);
    await page.goto(`${server.url}/login`);
    const microsoft = page.getByRole('button', { name: 'Continue with Microsoft' });
    await microsoft.waitFor();
    // Only the provider the server is configured for has a button.
    expect(await page.getByRole('button', { name: /^Continue with/ }).allTextContents()).toEqual([
      'Continue with Microsoft',
    ]);
    await microsoft.click();

    // The provider's own pages: its login form, then its consent.
    await signInAtTestProvider(page, provider, 'demo.admin', /\/admin\/dashboard/);
    await page
      .getByText(/^Synced/)
      .first()
      .waitFor(LONG);
    await controlledBy(page);
    // The session is the app's own: a token for the API, and the demo firm's files on the device.
    const token = await accessToken(page);
    const files = await apiGet<ServerFile[]>(server.url, token, '/files');
    expect(files.length).toBeGreaterThan(0);
    await screenshot(page, 'oidc-signed-in-dashboard');

    await context.setOffline(true);
    await page.goto(`${server.url}/admin/files`);
    await page.getByText(`Showing ${files.length} of ${files.length}`, { exact: true }).waitFor(LONG);
    await page.locator('main').getByText(files[0]!.name).first().waitFor(LONG);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Recent Files' }).waitFor(LONG);
    await screenshot(page, 'oidc-offline-dashboard');
    expect(errors).toEqual([]);
  });

  it('lets the Admin require the firm’s account from Profile → Organization → Sign-in', async () => {
    await context!.setOffline(false);
    const page = context!.pages()[0]!;
    await page.goto(`${server.url}/admin/profile`);
    await page.getByRole('tab', { name: 'Organization' }).click();
    const card = page.getByRole('region', { name: 'Sign-in' });
    await card.getByText('This server offers sign-in with Microsoft.', { exact: false }).waitFor(LONG);
    await card.getByRole('button', { name: 'Change sign-in rules' }).click();
    await card.getByRole('radio', { name: 'The firm’s account only' }).check();
    await card.getByLabel(/Email domains that may accept an invitation/).fill('example.com');
    await card.getByRole('button', { name: 'Save sign-in rules' }).click();
    await card.getByText('Sign-in rules saved.').waitFor(LONG);
    await card.getByText('The firm’s account only').waitFor(LONG);
    await screenshot(page, 'oidc-sign-in-rules');
    // A correct password no longer signs anyone of the firm in.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    expect(login.status).toBe(403);
  });
});
