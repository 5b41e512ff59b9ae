import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlled, reload, settled, signIn } from './app-flow.ts';
import { type RestartableServer, startRestartableServer } from './app-server.ts';
import { css, EnginePage, role, text } from './engine-page.ts';
import { launchWebKit } from './webkit-driver.ts';

/**
 * Add to Home Screen in WebKit, which has no `beforeinstallprompt` (as Safari on iPhone and iPad):
 * the steps are shown once, stay away once dismissed, and come back from Profile
 * (docs/behaviour.md#engines).
 */
let server: RestartableServer;
let page: EnginePage;

beforeAll(async () => {
  const [s, driver] = await Promise.all([startRestartableServer(), launchWebKit()]);
  server = s;
  page = new EnginePage(driver);
  await page.setViewport(1280, 900);
});
afterAll(async () => {
  await page?.close();
  await server?.dispose();
});

const guide = css('.home-screen-guide');
const guideTitle = role('heading', 'Install on your iPhone or iPad', { within: guide });

describe('Add to Home Screen where the browser has no install prompt', () => {
  it('shows the steps, once, dismissible, and again from Profile', async () => {
    await signIn(page, server.url);
    expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
    await page.waitFor(guideTitle);
    const steps = await page.textOf(css('ol', guide));
    expect(steps).toContain('Share');
    expect(steps).toContain('Add to Home Screen');
    await page.screenshot('home-screen-guide');

    // The first pull's progress bar and the offline-ready banner move the guide as they come and
    // go: a real click waits for the page to be still.
    await controlled(page);
    await settled(page);
    await page.click(role('button', 'Dismiss', { within: guide }));
    await page.waitGone(guide);
    await reload(page);
    await page.waitFor(text(/^Synced/));
    expect(await page.count(guide)).toBe(0);

    await settled(page);
    await page.click(role('link', 'Profile', { within: role('navigation', 'Main') }));
    // The profile's server-loaded cards (the devices list) still move things as they arrive.
    await page.waitFor(text('This device'));
    await page.clickUntil(role('button', 'Add to Home Screen'), guideTitle);
    expect(page.errors()).toEqual([]);
  });
});
