import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { freePort } from '../helpers/free-port.ts';

export { DEMO_CREDENTIALS };

/** Flags that keep Chromium quiet on a closed network (STACK.md). */
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real app as `npm start` serves it (the build in dist/, the API, an embedded database with
 * the demo data), on a free port with its own data folder.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      // Tests that hold a token for a whole file outlive the 15-minute default; sessions.e2e.ts sets its own.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // A build of one's own (vite build --outDir …) keeps parallel runs from sharing dist/.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Estate Administration on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A page that fails the test on any uncaught error or console error (CSP violations included). */
export async function newPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(m.text())) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return { page, errors };
}

/** Signs in with the demo account through the login screen, as a user would. */
export async function signIn(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await reachDashboard(page);
}

/**
 * After Sign in is pressed: the dashboard's address. A loaded CI machine has taken over 30 s
 * here (two runs of nine, each in a different test), so this waits a minute, and a sign-in that
 * still does not arrive fails with what the page showed, so that the next failure says why.
 */
export async function reachDashboard(page: Page): Promise<void> {
  try {
    await page.waitForURL(/\/admin\/dashboard/, { timeout: 60_000 });
  } catch (error) {
    const shown = await page
      .locator('body')
      .textContent({ timeout: 2_000 })
      .then((text) => text ?? '')
      .catch(() => '(unreadable)');
    throw new Error(
      `Sign-in did not reach the dashboard from ${page.url()}; the page showed: ${shown.slice(0, 400)}`,
      {
        cause: error,
      },
    );
  }
}

/** axe-core over the page: no serious or critical violation. Returns them for a readable failure. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screens');
/** Generated reports a person may want to open after a run (git-ignored like the screenshots). */
export const REPORTS_DIR = join(process.cwd(), 'test-results', 'reports');

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * The access token this browser's app holds, read straight from IndexedDB's session row (the page
 * keeps it in memory and there, never in local storage: docs/architecture.md#sessions-and-logout).
 */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const row = await new Promise<{ token?: string } | undefined>((res, rej) => {
      const req = db.transaction('session').objectStore('session').get('current');
      req.onsuccess = () => res(req.result as { token?: string } | undefined);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return row?.token ?? '';
  });
}
