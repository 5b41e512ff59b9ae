import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BENEFICIARY } from '../../server/demo/demo-firm.ts';
import { DATA_MODELS } from '../../src/features/data/data-models.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';
import { lazyPartsDrawn, sidewaysOverflow, smallTouchTargets } from './layout-checks.ts';

/**
 * Every screen of the firm app on a phone (390 × 844, touch), with the demo data (issue 44): no page
 * wider than the window, every touch target at least 44 × 44 px, axe clean. The routes are the
 * router's, each with the demo's records: every file, every estate (all its sections are one page),
 * every data list (from the data models), every create form and an edit form per editable type.
 */
type Row = Record<string, unknown> & { _id: string };

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const routes: string[] = [];

async function api(token: string, path: string): Promise<Row[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Row[];
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  const token = await accessToken(page);
  const [files, estates, accounts, assets, parties, transactions] = await Promise.all(
    ['files', 'estates', 'accounts', 'assets', 'parties', 'transactions'].map((p) => api(token, p)),
  );
  const chen = estates!.find((e) => e.estateName === 'Estate of Margaret Chen')!._id;
  routes.push(
    '/admin/dashboard',
    '/admin/profile',
    '/admin/activity',
    '/admin/sync',
    '/admin/files',
    '/admin/files/create',
    ...files!.map((f) => `/admin/files/${f._id}`),
    '/admin/accounts',
    '/admin/accounts/create',
    `/admin/accounts/${accounts![0]!._id}`,
    '/admin/data',
    '/admin/data/estates/create',
    ...[...DATA_MODELS.keys()].map((model) => `/admin/data/${model}`),
    ...estates!.map((e) => `/admin/data/estates/${e._id}`),
    ...['asset', 'transaction', 'account', 'party', 'beneficiaries', 'legal', 'reports'].map(
      (type) => `/admin/record/create?type=${type}&estate=${chen}`,
    ),
    `/admin/asset/${assets![0]!._id}/edit`,
    `/admin/transaction/${transactions![0]!._id}/edit`,
    `/admin/party/${parties![0]!._id}/edit`,
  );
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await lazyPartsDrawn(page);
}

/** The innermost elements, or texts, that reach past the window's right edge: what widened a page. */
function pastTheEdge(page: Page): Promise<string> {
  return page.evaluate(() => {
    const past = (r: DOMRect) => r.width > 0 && r.right > innerWidth + 0.5;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/).join('.')}`;
    const elements = [...document.querySelectorAll('body *')]
      .filter((el) => past(el.getBoundingClientRect()))
      .filter((el) => ![...el.children].some((c) => past(c.getBoundingClientRect())))
      .map(name);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(past))
        texts.push(`"${(node.textContent ?? '').trim().slice(0, 40)}" in ${name(node.parentElement!)}`);
    }
    const spilling = [...document.querySelectorAll('body *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .map((el) => `${name(el)} ${el.scrollWidth}>${el.clientWidth}`);
    return [...elements, ...texts, ...spilling].slice(-4).join(', ');
  });
}

describe('every screen on a phone (390 × 844)', () => {
  it('is no wider than the window, has touch targets of 44 px, and is axe clean', async () => {
    const found: Record<string, string[]> = {};
    for (const path of routes) {
      const problems = await problemsOf(page, path);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
  }, 900_000);

  it('so are the public pages signed out, and every page of the beneficiary portal', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const { page: visitor, errors: visitorErrors } = await newPage(phone);
    const found: Record<string, string[]> = {};
    const walk = async (paths: string[]) => {
      for (const path of paths) {
        const problems = await problemsOf(visitor, path);
        if (problems.length) found[path] = problems;
      }
    };
    await walk(['/', '/login', '/invite/not-a-link', '/reset/not-a-link', '/sign-up/not-a-link']);
    await visitor.goto(`${server.url}/login`);
    await visitor.getByLabel('Email').fill(DEMO_BENEFICIARY.email);
    await visitor.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.password);
    await visitor.getByRole('button', { name: /sign in/i }).click();
    await visitor.waitForURL(/\/portal/, { timeout: 60_000 });
    await visitor.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    // The portal's own links, as its navigation offers them.
    const portalPaths = await visitor.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/portal"]')].map((a) => a.pathname),
      ),
    ]);
    expect(portalPaths.length).toBeGreaterThan(0);
    await walk(['/portal/', ...portalPaths]);
    expect(found).toEqual({});
    expect(visitorErrors).toEqual([]);
    await phone.close();
  }, 600_000);
});

/** What is wrong with a page on a phone: sideways scroll, small touch targets, axe findings. */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  const problems: string[] = [];
  const wider = await sidewaysOverflow(page);
  if (wider > 0) problems.push(`${wider} px wider than the window, at ${await pastTheEdge(page)}`);
  for (const small of await smallTouchTargets(page)) problems.push(`small target ${small}`);
  problems.push(...(await seriousA11yViolations(page)));
  return problems;
}
