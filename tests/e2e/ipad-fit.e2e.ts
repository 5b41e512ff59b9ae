import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BENEFICIARY } from '../../server/demo/demo-firm.ts';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  signIn,
  startAppServer,
} from './harness.ts';
import { smallTouchTargets } from './layout-checks.ts';

/**
 * What the screenshots of issue 32 showed at iPad sizes: the estate page's four amounts overran
 * their boxes at 820 px (the overflow clipped nothing, so the layout checks missed it), the
 * dashboard's recent files cut "MacDonald" in two, and the portal's name in its header was a 40 px
 * touch target.
 */
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const opened = await newPage(context);
  await signIn(opened.page, server.url, { email, password: DEMO_CREDENTIALS.password }).catch(
    () => undefined,
  );
  return opened;
}

describe('at iPad sizes', () => {
  it('every amount of the estate page stays inside its box', async () => {
    const { page, errors } = await signedIn(DEMO_CREDENTIALS.email);
    await page
      .getByText(/^Synced/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/admin/data/estates`);
    await page.getByRole('link', { name: 'Estate of Margaret Chen' }).first().click();
    await page.locator('.overview-figures dd').first().waitFor();
    for (const width of [700, 820, 1024]) {
      await page.setViewportSize({ width, height: 1000 });
      const overruns = await page.locator('.overview-figures > div').evaluateAll((boxes) =>
        boxes.flatMap((box) => {
          const amount = box.querySelector('dd');
          if (!amount) return ['no amount'];
          const range = document.createRange();
          range.selectNodeContents(amount);
          const text = range.getBoundingClientRect();
          const inner =
            box.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(box).paddingRight);
          return text.right > inner + 0.5
            ? [`${amount.textContent} by ${Math.round(text.right - inner)} px`]
            : [];
        }),
      );
      expect(overruns, `at ${width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the dashboard’s recent files break their names between words only', async () => {
    const { page, errors } = await signedIn(DEMO_CREDENTIALS.email);
    await page
      .getByText(/^Synced/)
      .first()
      .waitFor({ timeout: 30_000 });
    for (const [width, height] of [
      [1024, 768],
      [820, 1180],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('.dash-cell-title').first().waitFor();
      const cut = await page.locator('.dash-cell-title').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const text = cell.firstChild;
          if (!text?.textContent) return [];
          const out: string[] = [];
          for (const match of text.textContent.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length > 1) out.push(match[0]);
          }
          return out;
        }),
      );
      expect(cut, `words cut in two at ${width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the portal’s header has no touch target under 44 px', async () => {
    const { page, errors } = await signedIn(DEMO_BENEFICIARY.email);
    await page.waitForURL(/\/portal\/estates\//, { timeout: 30_000 });
    for (const [width, height] of [
      [1024, 768],
      [820, 1180],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await smallTouchTargets(page), `at ${width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
