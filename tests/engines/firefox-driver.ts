import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Driver } from './driver.ts';

const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';

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
  page.on('pageerror', (e) => errors.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
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
