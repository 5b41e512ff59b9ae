import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BENEFICIARY } from '../../server/demo/demo-firm.ts';
import { type AppServer, DEMO_CREDENTIALS, launchBrowser, newPage, startAppServer } from './harness.ts';
import { controlledBy } from './pwa-helpers.ts';

/**
 * The pre-rendered public pages (docs/architecture.md#pre-rendered-public-pages): with JavaScript
 * off, /, /login and the portal signed out already hold their heading and their forms; with it on,
 * React hydrates that very markup (the nodes the browser parsed are the ones React keeps) without
 * an error, and signing in works as before.
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withoutScripts(path: string): Promise<Page> {
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/**
 * A page whose first heading, as the browser parsed it before any script ran, is kept for
 * `hydrated` to compare with: a page React rendered afresh (a failed hydration) has new nodes.
 */
async function withScripts(): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
  return newPage(context);
}

/** React has taken over the parsed heading itself: hydrated, not replaced. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
    const now = document.querySelector('h1');
    return !!parsed && parsed === now && Object.keys(now).some((key) => key.startsWith('__reactFiber'));
  });
}

const signInFields = async (page: Page) => {
  expect(await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).isVisible()).toBe(
    true,
  );
  expect(await page.getByLabel('Email').isVisible()).toBe(true);
  expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
};

describe('with JavaScript off', () => {
  it('/login holds its heading and the sign-in form', async () => {
    const page = await withoutScripts('/login');
    await signInFields(page);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/login');
  });

  it('/ holds its heading, its text and the sign-up form', async () => {
    const page = await withoutScripts('/');
    expect(
      await page
        .getByRole('heading', { level: 1, name: 'Estate administration that keeps working wherever you do' })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Everything an estate file needs' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Create your firm’s account' }).isVisible()).toBe(true);
    for (const label of ['Your name', 'Firm name', 'Email'])
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
  });

  it('the portal signed out holds the sign-in form it sends the visitor to', async () => {
    const page = await withoutScripts('/portal');
    await signInFields(page);
  });

  it('every other address is the bare shell, with nothing of the public pages', async () => {
    const page = await withoutScripts('/admin/dashboard');
    expect(await page.locator('#root').innerHTML()).toBe('');
  });
});

describe('with JavaScript on', () => {
  it('/login hydrates without an error, and signing in still opens the dashboard', async () => {
    const { page, errors } = await withScripts();
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    await page.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('/login with a query shows what only the browser knows after hydrating, without a mismatch', async () => {
    const { page, errors } = await withScripts();
    await page.goto(`${server.url}/login?expired=1`);
    await hydrated(page);
    await page
      .getByRole('status')
      .filter({ hasText: /session/i })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('/ hydrates without an error, its sign-up form included', async () => {
    const { page, errors } = await withScripts();
    await page.goto(`${server.url}/`);
    await hydrated(page);
    // The sign-up form's chunk arrives after the page: its fields are React's once hydrated.
    await page.waitForFunction(() => {
      const input = document.querySelector('#signup input');
      return !!input && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
    });
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').waitFor();
    expect(errors).toEqual([]);
  });

  it('the portal signed out sends to the sign-in page, which hydrates; a beneficiary then reaches the portal', async () => {
    const { page, errors } = await withScripts();
    await page.goto(`${server.url}/portal`);
    await page.waitForURL(/\/login\?redirect=%2Fportal/);
    await hydrated(page);
    await page.getByLabel('Email').fill(DEMO_BENEFICIARY.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/portal$/);
    await page.getByText('Estate of Margaret Chen').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  it('offline, the service worker opens / and /login at their pre-rendered pages, which hydrate', async () => {
    const { page, errors } = await withScripts();
    await page.goto(`${server.url}/login`);
    await controlledBy(page);
    await context!.setOffline(true);
    for (const path of ['/login', '/']) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(await page.locator('#root').getAttribute('data-prerendered'), path).toBe(path);
      await hydrated(page);
    }
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  });

  it('a beneficiary with a session gets the portal’s bare page from the service worker, never the sign-in form', async () => {
    const { page, errors } = await withScripts();
    await page.goto(`${server.url}/login?redirect=%2Fportal`);
    await hydrated(page);
    await page.getByLabel('Email').fill(DEMO_BENEFICIARY.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // One estate: the portal opens it straight away.
    await page.waitForURL(/\/portal\/estates\//);
    await controlledBy(page);
    const response = await page.goto(`${server.url}/portal`);
    expect(response?.fromServiceWorker()).toBe(true);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Sign in to your account');
    await page.getByText('Estate of Margaret Chen').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  it('without a service worker, a beneficiary with a session opening /portal reaches the portal through the server’s hint', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const { page, errors } = await newPage(context);
    await page.goto(`${server.url}/portal`);
    await page.waitForURL(/\/login\?redirect=%2Fportal/);
    await page.getByLabel('Email').fill(DEMO_BENEFICIARY.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/portal\/estates\//);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'portal-page')).toMatchObject({ value: '1', path: '/portal' });
    // A fresh load from the server: the portal's own page, not the sign-in page.
    const response = await page.goto(`${server.url}/portal`);
    expect(await response?.text()).not.toContain('data-prerendered');
    await page.getByText('Estate of Margaret Chen').first().waitFor({ timeout: 30_000 });
    // A device whose hint outlived its session is sent to sign in, and the hint goes.
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto(`${server.url}/portal`);
    await page.waitForURL(/\/login\?redirect=%2Fportal/);
    expect((await context.cookies()).find((c) => c.name === 'portal-page')).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
