import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Driver } from './driver.ts';

const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';

/**
 * Firefox, under CPU load, now and then fails one request its running service worker should
 * answer from the precache: a chunk loaded after the page (the worker's registration, the
 * dashboard's charts), the page itself served a moment before by the same worker. It says
 * "A ServiceWorker intercepted the request and encountered an unexpected error", the message
 * for a worker gone while it answered (a rejected respondWith says so in other words), and a
 * retry cannot help: Firefox keeps a failed module import for the page's life. Not counted as
 * the app's error but printed; the tests still check what the person sees, and the app shows a
 * chart that did not load as such (docs/behaviour.md#engines).
 */
const FIREFOX_WORKER_FAULT =
  /^Failed to load ‘[^’]+\/assets\/[^’]+\.js’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** Firefox ESR from Debian, through its own WebDriver BiDi endpoint (no geckodriver needed). */
export async function launchFirefox(): Promise<Driver> {
  const profile = await mkdtemp(join(tmpdir(), 'engines-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    const message = e instanceof Error ? e.message : String(e);
    if (FIREFOX_WORKER_FAULT.test(message)) console.warn(`Firefox's service worker fault: ${message}`);
    else errors.push(`pageerror: ${message}`);
  });
  page.on('console', (m) => {
    // A fetch to the stopped server is the test's "offline", not a fault of the app.
    if (m.type() === 'error' && !/NetworkError|Failed to load resource|ECONNREFUSED/.test(m.text()))
      errors.push(`console: ${m.text()}`);
  });
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    url: async () => page.url(),
    run: <T>(source: string, args: unknown[]) =>
      page.evaluate(`(${source}).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    click: (css) => page.locator(css).click(),
    type: (css, text) => page.locator(css).fill(text),
    pressEnter: () => page.keyboard.press('Enter'),
    setViewport: (width, height) => page.setViewport({ width, height }),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png`, fullPage: true });
    },
    errors: () => errors,
    async close() {
      await browser.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}
