import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  launchBrowser,
  newPage,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';
import {
  clippedTexts,
  lazyPartsDrawn,
  sidewaysOverflow,
  sidewaysScrollers,
  smallTouchTargets,
  wrappedChips,
} from './layout-checks.ts';

/**
 * The estate page, the dashboard and Profile at a phone, an iPad both ways and a laptop (issue 34):
 * nothing cut off or pushed sideways, chips on one line, every section of the navigation one tap
 * away with its heading in view, the lawyer's first facts on a phone's first screen, axe clean.
 * Screenshots go to test-results/layout-sizes/ (its own folder: global-setup empties screens/).
 */
const SIZES = [
  { name: '390x844', width: 390, height: 844, touch: true },
  { name: '820x1180', width: 820, height: 1180, touch: true },
  { name: '1024x768', width: 1024, height: 768, touch: true },
  { name: '1280x800', width: 1280, height: 800, touch: false },
] as const;
type Size = (typeof SIZES)[number];

const SHOTS = join(process.cwd(), 'test-results', 'layout-sizes');
const CHEN = 'Estate of Margaret Chen';

let server: AppServer;
let browser: Browser;
const pages = new Map<boolean, { context: BrowserContext; page: Page; errors: string[] }>();
let chenPath = '';

async function signedInPage(touch: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: touch });
  const { page, errors } = await newPage(context);
  await signIn(page, server.url);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  return { context, page, errors };
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  pages.set(true, await signedInPage(true));
  pages.set(false, await signedInPage(false));
  const { page } = pages.get(false)!;
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).first().click();
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
  chenPath = new URL(page.url()).pathname;
});

afterAll(async () => {
  for (const p of pages.values()) await p.context.close();
  await browser?.close();
  await server?.stop();
});

async function open(size: Size, path: string, ready: (p: Page) => Promise<unknown>): Promise<Page> {
  const { page } = pages.get(size.touch)!;
  await page.setViewportSize({ width: size.width, height: size.height });
  // A fresh load, even when only the hash differs from the page already open.
  await page.goto('about:blank');
  await page.goto(`${server.url}${path}`);
  await ready(page);
  await lazyPartsDrawn(page);
  return page;
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}-first-screen.png`) });
  await page.screenshot({ path: join(SHOTS, `${name}-full.png`), fullPage: true });
}

/** Nothing cut off, nothing sideways, chips on one line, touch targets big enough on touch. */
async function expectNothingClipped(page: Page, size: Size) {
  const clipped = await clippedTexts(page);
  expect(clipped, `text cut off by a box that clips it: ${JSON.stringify(clipped.slice(0, 8))}`).toEqual([]);
  expect(await wrappedChips(page), 'chips broken over two lines').toEqual([]);
  expect(await sidewaysOverflow(page), 'the page is wider than the window').toBeLessThanOrEqual(0);
  for (const scroller of await sidewaysScrollers(page)) {
    expect(scroller, 'a box scrolled sideways keeps its first column and shows a cue').toMatchObject({
      cue: true,
      stickyFirst: true,
    });
  }
  if (size.touch) {
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const small = await smallTouchTargets(page);
    expect(small, `touch targets under 44 × 44 px: ${small.join(', ')}`).toEqual([]);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * Each link of the page's section navigation, tapped from the top of the page: the hash is the
 * section's, and its heading lands in the window below whatever stays stuck at the top.
 */
async function expectSectionsOneTapAway(page: Page, size: Size, nav: string) {
  const links = page.locator(`nav[aria-label="${nav}"] a`);
  const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThan(2);
  for (const [i, href] of targets.entries()) {
    const hash = href.slice(href.indexOf('#'));
    await page.evaluate(() => window.scrollTo(0, 0));
    if (size.touch) await links.nth(i).tap();
    else await links.nth(i).click();
    await page.waitForFunction((h) => location.hash === h, hash);
    const where = await page.evaluate((h) => {
      const section = document.querySelector(h);
      const heading = section?.querySelector('h2, h1');
      const navBox = document.querySelector('.section-nav')?.getBoundingClientRect();
      const stuck = navBox && getComputedStyle(document.querySelector('.section-nav')!).position === 'sticky';
      const box = heading?.getBoundingClientRect();
      return {
        heading: heading?.textContent ?? null,
        top: box?.top ?? -1,
        bottom: box?.bottom ?? -1,
        below: stuck && navBox && navBox.top <= 1 ? navBox.bottom : 0,
        height: window.innerHeight,
      };
    }, hash);
    expect(where.heading, `${hash} has a heading`).not.toBeNull();
    expect(where.top, `${hash}: heading below the sticky bar`).toBeGreaterThanOrEqual(where.below - 1);
    expect(where.bottom, `${hash}: heading in the window`).toBeLessThanOrEqual(where.height);
  }
}

describe.each(SIZES)('at $name', (size) => {
  it('the estate page: first facts, sections one tap away, nothing clipped', async () => {
    const page = await open(size, chenPath, (p) =>
      p.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 }),
    );
    await page.locator('#overview').waitFor();
    await shoot(page, `estate-${size.name}`);
    await expectNothingClipped(page, size);
    // The top bar is one row from an iPad's width up: the logo, every link and the sync pill side by side.
    const rows = await page.evaluate(() => {
      const middles = [...document.querySelectorAll('.top-bar .brand, .top-bar .nav-link, .top-bar-end')].map(
        (el) => {
          const box = el.getBoundingClientRect();
          return Math.round((box.top + box.bottom) / 2);
        },
      );
      // A new row wherever the next middle is more than 20 px below the last.
      middles.sort((x, y) => x - y);
      return middles.filter((m, i) => i === 0 || m - (middles[i - 1] as number) > 20).length;
    });
    if (size.width >= 768) expect(rows, 'rows of the top bar').toBe(1);
    else expect(rows, 'rows of the top bar').toBeLessThanOrEqual(2);
    await expectSectionsOneTapAway(page, size, 'Estate sections');
    // A link to a section opens the page there.
    await page.goto(`${server.url}${chenPath}#deadlines`);
    await page.getByRole('heading', { name: 'Deadlines', exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('#deadlines h2')!.getBoundingClientRect().top))
      .toBeLessThan(size.height / 2);
    expect(pages.get(size.touch)!.errors).toEqual([]);
  });

  it('the reports panel: its parts one tap away, nothing clipped', async () => {
    const page = await open(size, `${chenPath}#reports`, (p) =>
      p.getByRole('button', { name: 'Open reports panel' }).waitFor({ timeout: 20_000 }),
    );
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const index = page.getByRole('navigation', { name: 'Reports panel' });
    await index.getByRole('button', { name: 'Executor compensation' }).waitFor({ timeout: 20_000 });
    await page.locator('#reports').screenshot({ path: join(SHOTS, `reports-panel-${size.name}.png`) });
    await expectNothingClipped(page, size);
    const parts = await index.getByRole('button').allTextContents();
    expect(parts).toContain('Generate a report');
    for (const part of parts) {
      await index.getByRole('button', { name: part }).click();
      // Focus is on the part's heading, in the window and below the sticky bar.
      const where = await page.evaluate(() => {
        const heading = document.activeElement as HTMLElement;
        const bar = document.querySelector('.section-nav')!;
        const stuck = getComputedStyle(bar).position === 'sticky' && bar.getBoundingClientRect().top <= 1;
        const box = heading.getBoundingClientRect();
        return {
          text: heading.textContent,
          top: box.top,
          bottom: box.bottom,
          below: stuck ? bar.getBoundingClientRect().bottom : 0,
        };
      });
      expect(where.text, part).toContain(part === 'Checks' ? '' : part.split(' ')[0]);
      expect(where.top, part).toBeGreaterThanOrEqual(where.below - 1);
      expect(where.bottom, part).toBeLessThanOrEqual(size.height);
    }
  });

  it('the dashboard: sections one tap away, nothing clipped', async () => {
    const page = await open(size, '/admin/dashboard', async (p) => {
      await p.getByRole('heading', { name: 'Recent Files' }).waitFor({ timeout: 20_000 });
      await p.locator('.dash-chart svg').nth(1).waitFor({ timeout: 20_000 });
    });
    await shoot(page, `dashboard-${size.name}`);
    await expectNothingClipped(page, size);
    await expectSectionsOneTapAway(page, size, 'Dashboard sections');
  });

  it.each([
    ['files', '/admin/files', 'Files'],
    ['estates', '/admin/data/estates', 'Estates'],
    ['transactions', '/admin/data/transactions', 'Transactions'],
  ])('the %s list: no amount cut off, nothing sideways (cards on a phone)', async (name, path, heading) => {
    const page = await open(size, path, async (p) => {
      await p.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
      await p.locator('.data-table-row').first().waitFor({ timeout: 20_000 });
    });
    await shoot(page, `${name}-${size.name}`);
    await expectNothingClipped(page, size);
    // Every amount in the list shows whole: its cell is at least as wide as its text.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.data-table-row td')]
        .filter((td) => /\$[\d,]+\.\d{2}/.test(td.textContent ?? '') && td.scrollWidth > td.clientWidth + 1)
        .map((td) => td.textContent),
    );
    expect(cut, 'amounts cut off').toEqual([]);
    if (size.width < 600)
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('.data-table-row')!).display),
        'a row is a card',
      ).toBe('block');
  });

  it('Profile: sections one tap away, nothing clipped', async () => {
    const page = await open(size, '/admin/profile', (p) =>
      p.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor({ timeout: 20_000 }),
    );
    await shoot(page, `profile-${size.name}`);
    await expectNothingClipped(page, size);
    await expectSectionsOneTapAway(page, size, 'Profile sections');
  });
});

describe('the estate page’s first screen on a phone (390 × 844)', () => {
  it('holds name, status, deceased, date of death, trustee with call and mail, court date, next two deadlines, the figures', async () => {
    const page = await open(SIZES[0], chenPath, (p) => p.locator('#overview').waitFor({ timeout: 20_000 }));
    const inFirstScreen = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.y, selector).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, selector).toBeLessThanOrEqual(844);
      return (await page.locator(selector).first().textContent())?.trim() ?? '';
    };
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inFirstScreen('h1')).toBe(CHEN);
    expect(await inFirstScreen('[data-fact="status"]')).toMatch(/Open/);
    expect(await inFirstScreen('[data-fact="deceased"]')).toContain('Margaret Chen');
    expect(await inFirstScreen('[data-fact="date-of-death"]')).toMatch(/\d{4}/);
    expect(await inFirstScreen('[data-fact="trustee"]')).toContain('David Chen');
    await inFirstScreen('[data-fact="trustee"] a[href^="tel:"]');
    await inFirstScreen('[data-fact="trustee"] a[href^="mailto:"]');
    await inFirstScreen('[data-fact="court-date"]');
    const next = page.locator('[data-fact="next-deadline"]');
    expect(await next.count()).toBe(2);
    for (const i of [0, 1]) {
      const box = await next.nth(i).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    }
    for (const figure of ['Assets at Date of Death', 'Receipts', 'Disbursements', 'Cash on Hand']) {
      expect(await inFirstScreen(`[data-figure="${figure}"]`)).toContain('$');
    }
  });

  it('offline, says when this device last synced, on the first screen', async () => {
    const { page, context } = pages.get(true)!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}${chenPath}`);
    await page.locator('#overview').waitFor();
    await context.setOffline(true);
    try {
      const synced = page.locator('[data-fact="last-synced"]');
      await synced.waitFor({ timeout: 10_000 });
      // The time keeps its "a.m." or "p.m." whole.
      expect(await synced.textContent()).toMatch(/Offline.*synced .*\d{1,2}:\d{2}\s[ap]\.m\.$/);
      const box = await synced.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await page.screenshot({ path: join(SHOTS, 'estate-390x844-offline.png') });
    } finally {
      await context.setOffline(false);
    }
  });
});
