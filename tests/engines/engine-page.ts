import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Driver } from './driver.ts';
import { describeQuery, pattern, pickInPage, type Query } from './find-in-page.ts';

/** Screenshots of each engine (git-ignored; apart from the Chromium suites', which empty theirs at each run). */
export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'engines');

/** A query written the way the Playwright suites write theirs. */
export const role = (r: string, name?: string | RegExp, extra: Omit<Query, 'role' | 'name'> = {}): Query => ({
  role: r,
  ...(name === undefined ? {} : { name: pattern(name) }),
  ...extra,
});
export const label = (l: string | RegExp, within?: Query): Query => ({
  label: pattern(l),
  ...(within ? { within } : {}),
});
export const text = (t: string | RegExp, within?: Query): Query => ({
  text: pattern(t),
  ...(within ? { within } : {}),
});
export const css = (selector: string, within?: Query): Query => ({
  css: selector,
  ...(within ? { within } : {}),
});

const LONG = 45_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let tokens = 0;

/**
 * A function's source to run in the page. Transpilers that keep function names (tsx does) call a
 * `__name` helper inside the body, which the page does not have: give it one that does nothing.
 */
const source = (fn: { toString(): string }) => `((__name) => (${fn.toString()}))((f) => f)`;

/** One page of one engine, driven by queries (find-in-page.ts) that every engine runs alike. */
export class EnginePage {
  constructor(readonly driver: Driver) {}

  get engine() {
    return this.driver.engine;
  }

  goto(url: string) {
    return this.driver.goto(url);
  }

  reload() {
    return this.driver.reload();
  }

  /** Runs a self-contained function in the page. */
  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    try {
      return await this.driver.run<T>(source(fn), args);
    } catch (error) {
      // WebKitWebDriver never answers a script whose page navigated away under it (the app
      // reloading itself, say): once more, on the page now shown. The scripts here only read.
      if ((error as Error).name !== 'ScriptTimeoutError') throw error;
      await this.screenshot(`script-timeout-${Date.now()}`).catch(() => undefined);
      return this.driver.run<T>(source(fn), args);
    }
  }

  /** How many visible elements answer the query. */
  count(query: Query): Promise<number> {
    return this.driver.run<number>(source(pickInPage), [query, 'count']);
  }

  /** Waits until the query is answered, and returns a CSS selector for the first element. */
  async waitFor(query: Query, timeout = LONG): Promise<string> {
    const found = await this.find(query, timeout);
    if (found) return found;
    await this.screenshot(`failed-${Date.now()}`).catch(() => undefined);
    throw new Error(
      `${this.engine}: nothing answers ${describeQuery(query)} on ${await this.driver.url()}; ` +
        `it showed: ${await this.shown(query.within).catch(() => '(unreadable)')}`,
    );
  }

  /** A CSS selector for the first element answering the query within the time, or null. */
  private async find(query: Query, timeout: number): Promise<string | null> {
    const token = `p${++tokens}`;
    const until = Date.now() + timeout;
    for (;;) {
      const n = await this.driver.run<number>(source(pickInPage), [query, token]).catch(() => 0);
      if (n > 0) return `[data-engine-pick="${token}"]`;
      if (Date.now() > until) return null;
      await sleep(150);
    }
  }

  async waitGone(query: Query, timeout = LONG): Promise<void> {
    const until = Date.now() + timeout;
    while ((await this.count(query).catch(() => 1)) > 0) {
      if (Date.now() > until) throw new Error(`${this.engine}: still there: ${describeQuery(query)}`);
      await sleep(150);
    }
  }

  /** Polls a function in the page until it returns a truthy value, and returns that value. */
  async waitForFunction<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    const until = Date.now() + LONG;
    for (;;) {
      const value = await this.driver.run<T>(source(fn), args).catch(() => undefined);
      if (value) return value;
      if (Date.now() > until) throw new Error(`${this.engine}: never true: ${fn.toString().slice(0, 200)}`);
      await sleep(150);
    }
  }

  /**
   * The text a failed wait saw, where it looked (the end, where a message would be): CI keeps no
   * screenshots, so the failure itself must say what the person had on screen.
   */
  private async shown(within?: Query): Promise<string> {
    const scope = (within && (await this.find(within, 0))) || 'body';
    const all = await this.evaluate(
      (s: string) =>
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, lines apart, as read
        ((document.querySelector(s) as HTMLElement | null)?.innerText ?? '').replace(/\s*\n\s*/g, ' | '),
      scope,
    );
    return all.length > 1500 ? `…${all.slice(-1500)}` : all;
  }

  /**
   * Waits until the element stays where it is for two reads in a row: a click sent while a card
   * above still grows lands where the element was (Playwright's own "stable" check before a click).
   */
  private async stable(selector: string): Promise<void> {
    const rectOf = () =>
      this.evaluate((s: string) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return r ? `${r.x},${r.y},${r.width},${r.height}` : '';
      }, selector);
    let before = await rectOf();
    for (let i = 0; i < 20; i++) {
      await sleep(100);
      const now = await rectOf();
      if (now === before) return;
      before = now;
    }
  }

  async click(query: Query): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const selector = await this.waitFor(query);
        await this.stable(selector);
        return await this.driver.click(selector);
      } catch (error) {
        // WebKitWebDriver refuses a click on an element that moved while it scrolled to it (a
        // banner or a progress bar came or went above it): found again, and clicked where it is now.
        if ((error as Error).name !== 'ElementNotInteractableError' || attempt === 3) throw error;
        await sleep(150);
      }
    }
  }

  /**
   * Clicks until the click is answered: a click that lands while the page still moves (WebKit,
   * with CI's two cores busy) is lost, and the person would simply click again.
   */
  async clickUntil(query: Query, answer: Query): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await this.click(query);
      if (attempt === 3) return void (await this.waitFor(answer));
      if (await this.find(answer, 5_000)) return;
    }
  }

  /** Types into the field, and checks the field holds exactly that (typing again if a render ate keys). */
  async fill(query: Query, value: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const selector = await this.waitFor(query);
      await this.driver.type(selector, value);
      const now = await this.evaluate(
        (s: string) => (document.querySelector(s) as HTMLInputElement | null)?.value ?? null,
        selector,
      );
      if (now === value) return;
      if (attempt === 3)
        throw new Error(`${this.engine}: ${describeQuery(query)} holds ${JSON.stringify(now)}`);
    }
  }

  /** The text of the first element answering the query, whitespace collapsed. */
  async textOf(query: Query): Promise<string> {
    const selector = await this.waitFor(query);
    return this.evaluate(
      (s: string) => (document.querySelector(s)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      selector,
    );
  }

  pressEnter() {
    return this.driver.pressEnter();
  }

  setViewport(width: number, height: number) {
    return this.driver.setViewport(width, height);
  }

  /** Saves a picture under test-results/engines, made here: a clean checkout has no such folder. */
  async screenshot(name: string) {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    return this.driver.screenshot(join(SCREENSHOT_DIR, `${this.engine}-${name}.png`));
  }

  errors() {
    return this.driver.errors();
  }

  close() {
    return this.driver.close();
  }
}
