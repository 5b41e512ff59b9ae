import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  startAppServer,
} from './harness.ts';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Each test in a fresh context: no token, no local database, no remembered email. */
async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return newPage(context);
}

const text = (page: Page, t: string | RegExp) => page.getByText(t).first();
const visible = async (page: Page, t: string | RegExp) => {
  await text(page, t).waitFor({ state: 'visible', timeout: 10_000 });
  return true;
};

const CONNECTION_FAILED = 'Backend connection test failed. The service might be unavailable.';

describe('landing page', () => {
  it('shows every promise, the ways in, and no accessibility problem', async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const promise of [
      'Court-ready templates',
      'Ontario procedures',
      'Secure beneficiary account review',
      'Deadline tracking',
      'Asset management',
      'Automated reporting',
      'Beneficiary portal',
      'Works offline, syncs later',
    ]) {
      expect(await visible(page, promise)).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(await page.getByRole('link', { name: /Learn More/ }).getAttribute('href')).toBe('#features');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'landing');

    await page.getByRole('link', { name: /Learn More/ }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('features')!.getBoundingClientRect().top))
      .toBeLessThan(50);
    expect(page.url()).toMatch(/#features$/);

    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Get Started' }).click();
    // Signed out, the admin area sends the visitor to sign in first.
    await page.waitForURL(/\/login\?redirect=/);
    expect(errors).toEqual([]);
  });

  it('keeps the sign-up box at its final size while the form loads, and says so when it cannot load', async () => {
    const SIGN_UP_CHUNK = /\/assets\/sign-up-form-[^/]*\.js$/;
    const { page } = await freshPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SIGN_UP_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page is pre-rendered with the form in it (docs/architecture.md#pre-rendered-public-pages):
    // its fields are there before the form's code, and nothing moves when the code hydrates them.
    await page.getByLabel('Firm name').waitFor();
    const boxHeight = () => page.locator('#signup').evaluate((e) => e.getBoundingClientRect().height);
    const pending = await boxHeight();
    release();
    await page.waitForFunction(() => {
      const input = document.querySelector('#signup input');
      return !!input && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
    });
    expect(Math.abs((await boxHeight()) - pending)).toBeLessThan(2);
    // Reached from another page, the form's placeholder keeps the box's size while the code loads.
    await page.reload();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Create a firm account' }).click();
    await page.locator('#signup').waitFor();
    expect(Math.abs((await boxHeight()) - pending)).toBeLessThan(2);

    // No connection and nothing cached: the box says so, the rest of the page stays.
    const next = await freshPage();
    await next.page.route(SIGN_UP_CHUNK, (route) => route.abort());
    await next.page.goto(server.url);
    expect(await visible(next.page, /The sign-up form could not be loaded/)).toBe(true);
    expect(await next.page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await next.page.getByRole('button', { name: 'Reload' }).click();
    await next.page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('creates a firm and its admin, with per-field and server errors on the way', async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.url);
    const form = page.locator('#signup');
    // A provider never creates a firm: sign-up offers none.
    expect(await form.getByRole('button', { name: /^Continue with/ }).count()).toBe(0);

    await form.getByRole('button', { name: 'Create Account' }).click();
    expect(await visible(page, 'Your name is required')).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('signup-name');

    await form.getByLabel('Your name').fill('Jordan Lee');
    await form.getByLabel('Firm name').fill('Lee Estates LLP');
    await form.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    expect(await visible(page, 'Use at least 12 characters')).toBe(true);
    expect(await form.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');

    // The server refuses an email that already has an account, without saying so, at the field.
    await form.getByLabel('Password').fill('a-long-enough-secret');
    await form.getByRole('button', { name: 'Create Account' }).click();
    expect(await visible(page, 'This email cannot be used for a new firm. Choose another one.')).toBe(true);
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Email').fill(`jordan+${Date.now()}@lee-estates.ca`);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    // The access token is kept in memory and IndexedDB, never in local storage (issue #14).
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('token')))).toBe(false);
    expect(await accessToken(page)).toMatch(/^ey/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).organization.name)).toBe(
      'Lee Estates LLP',
    );
    // A new firm is welcomed, not "back", and shown its first steps, each leading where it is done.
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    const steps = page.getByRole('region', { name: 'Getting started' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      'Enter your firm’s address and its lawyers, which every court document prints',
      'Create your first file',
      'Invite your colleagues',
    ]);
    expect(await steps.getByText('3 of 3 steps to go.').isVisible()).toBe(true);
    await steps.getByRole('link', { name: 'Create your first file' }).click();
    await page.waitForURL(/\/admin\/files\/create$/);
    expect(errors).toEqual([]);
  });

  it('offline, explains that creating a firm needs a connection and keeps what was typed', async () => {
    const { page } = await freshPage();
    await page.goto(server.url);
    const form = page.locator('#signup');
    await form.getByLabel('Your name').fill('Sam Offline');
    await form.getByLabel('Firm name').fill('Offline Estates');
    await form.getByLabel('Email').fill('sam@offline-estates.ca');
    await form.getByLabel('Password').fill('a-long-enough-secret');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Create Account' }).click();
    expect(await visible(page, /Creating a firm needs a connection/)).toBe(true);
    expect(await form.getByLabel('Firm name').inputValue()).toBe('Offline Estates');
    expect(await form.getByLabel('Password').inputValue()).toBe('a-long-enough-secret');
    await context.setOffline(false);
  });
});

describe('login page', () => {
  it('validates, names the problem, and has no accessibility problem', async () => {
    const { page, errors } = await freshPage();
    const providersRead = page.waitForResponse((r) => r.url().endsWith('/api/auth/oidc/providers'));
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Email').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Remember me').isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await visible(page, 'Email is required')).toBe(true);
    expect(await visible(page, 'Password is required')).toBe(true);
    await page.getByLabel('Email').fill('alex');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await visible(page, 'Please enter a valid email address')).toBe(true);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    expect(await visible(page, /reset by your firm's administrator/)).toBe(true);
    // No provider is configured on this server: once it has said so, no provider button and no "or".
    await providersRead;
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.getByRole('button', { name: /^Continue with/ }).count()).toBe(0);
    expect(await page.getByText('or', { exact: true }).count()).toBe(0);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await screenshot(page, 'login');
    expect(errors).toEqual([]);
  });

  it('shows Signing in... while busy and the server’s message for a wrong password', async () => {
    const { page } = await freshPage();
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    expect(await visible(page, 'Invalid email or password')).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
  });

  it('after repeated failures shows how long to wait (429)', async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('guess');
    for (let i = 0; i < 8; i++) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      if ((await page.getByText(/Too many failed sign-in attempts/).count()) > 0) break;
    }
    expect(await visible(page, /Too many failed sign-in attempts\. Try again in \d+/)).toBe(true);
  });

  it('fills the demo account on a double-click of the heading, signs in, and follows the redirect', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${server.url}/admin/files`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByRole('heading', { name: 'Sign in to your account' }).dblclick();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_CREDENTIALS.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO_CREDENTIALS.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/files$/);

    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(/\/admin\/dashboard/);
    // Remember me keeps the email for next time.
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    // The pre-rendered page has no email in it; the remembered one comes in as the page hydrates.
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO_CREDENTIALS.email);
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('signs in to the dashboard by default', async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBeNull();
  });

  it('refuses a redirect to another site: the address drops it and signing in lands on the dashboard', async () => {
    const { page, errors } = await freshPage();
    // docs/architecture.md#navigation: only a path of this site is kept (src/routes/search.ts).
    for (const other of ['//evil.example', 'https://evil.example/x']) {
      await page.goto(`${server.url}/login?redirect=${encodeURIComponent(other)}`);
      await page.waitForURL(`${server.url}/login`);
    }
    await page.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/admin/dashboard`);
    expect(errors).toEqual([]);
  });

  it('shows the exact connection-check failure text', async () => {
    const { page } = await freshPage();
    await page.route('**/api/test', (r) => r.fulfill({ status: 503, body: '' }));
    await page.goto(`${server.url}/login`);
    expect(await visible(page, CONNECTION_FAILED)).toBe(true);
  });

  it('offline, says signing in needs a connection instead', async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await context.setOffline(true);
    expect(await visible(page, /Signing in needs a connection the first time/)).toBe(true);
    expect(await page.getByText(CONNECTION_FAILED).count()).toBe(0);
    await page.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText(/Signing in needs a connection/).count()).toBe(2);
    await context.setOffline(false);
  });

  it('says the session ended and unsynced changes are kept when sent here after a 401', async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/login?expired=1`);
    expect(await visible(page, /Your session has ended/)).toBe(true);
    expect(await visible(page, /not synced yet are kept/)).toBe(true);
  });
});
