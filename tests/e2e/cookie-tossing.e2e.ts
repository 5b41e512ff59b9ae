import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import type { TestProvider } from '../helpers/oidc-provider.ts';
import { type AppServer, DEMO_CREDENTIALS, launchBrowser, newPage, screenshot, signIn } from './harness.ts';
import { signInAtTestProvider, startAppWithProvider } from './oidc-helpers.ts';
import { editDescription, firstFileId, outboxRows } from './pwa-helpers.ts';

/**
 * Cookie tossing from a sibling origin (docs/oidc.md#the-flow): a second local server, on another
 * port of the same host, plants the attacker's provider-binding cookie in the victim's browser with
 * a longer path (sent first) and sends the victim to the sign-in page's return address. Before,
 * the victim's tab finished the attacker's sign-in and the change of person wiped their unsent
 * change. Now the tab finishes only what it began, and the victim's session and outbox stay.
 */
let server: AppServer;
let provider: TestProvider;
let browser: Browser;
let sibling: Server;
let siblingUrl: string;
let planted = '';
const contexts: BrowserContext[] = [];
const LONG = { timeout: 45_000 };

beforeAll(async () => {
  [{ server, provider }, browser] = await Promise.all([
    startAppWithProvider({ attacker: { email: 'sam.rivera@example.com', amr: ['pwd', 'mfa'] } }),
    launchBrowser(),
  ]);
  const port = await freePort();
  // The sibling site: sets the cookie for the host (cookies are not isolated by port) and sends the
  // browser on to the app, as a link in an email would.
  sibling = createServer((_req, res) => {
    res.writeHead(302, {
      'set-cookie': `estate_oidc=${planted}; Path=/api/auth/oidc/finish; HttpOnly; SameSite=Lax`,
      location: `${server.url}/login?oidc=done`,
    });
    res.end();
  });
  await new Promise<void>((resolve) => sibling.listen(port, '127.0.0.1', resolve));
  siblingUrl = `http://127.0.0.1:${port}/`;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  sibling?.close();
  await provider?.stop();
  await server?.stop();
});

const sessionUser = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const row = await new Promise<{ user?: { name?: string } } | undefined>((res, rej) => {
      const req = db.transaction('session').objectStore('session').get('current');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return row?.user?.name ?? null;
  });

describe('cookie tossing from a sibling origin', () => {
  it('does not finish the attacker’s provider sign-in in the victim’s tab, and keeps the victim’s outbox', async () => {
    // The attacker signs in at the provider in their own browser, and stops before finishing.
    const attackerContext = await browser.newContext();
    contexts.push(attackerContext);
    const { page: attacker } = await newPage(attackerContext);
    await attacker.route('**/login?oidc=done', (route) => route.fulfill({ status: 204, body: '' }));
    await attacker.goto(`${server.url}/login`);
    await attacker.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await signInAtTestProvider(attacker, provider, 'attacker', /\/login\?oidc=done/);
    planted = (await attackerContext.cookies()).find((c) => c.name === 'estate_oidc')!.value;
    expect(planted).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The victim works with a change the server has not received (its pushes fail for now).
    const victimContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    contexts.push(victimContext);
    const { page: victim } = await newPage(victimContext);
    await signIn(victim, server.url, {
      email: 'jordan.lee@example.com',
      password: DEMO_CREDENTIALS.password,
    });
    await victimContext.route('**/api/sync/push', (route) => route.abort());
    await victim
      .getByText(/^Synced/)
      .first()
      .waitFor(LONG);
    const fileId = await firstFileId(victim);
    await editDescription(victim, server.url, fileId, 'Typed before the sibling site’s link');
    const queued = await outboxRows(victim);
    expect(queued).toHaveLength(1);

    // The sibling site's link.
    const finishes: number[] = [];
    victim.on('response', (res) => {
      if (res.url().endsWith('/api/auth/oidc/finish')) finishes.push(res.status());
    });
    await victim.goto(siblingUrl);
    await victim.waitForURL(/\/login/, LONG);
    await victim.getByText('This sign-in has expired or was already used. Start again.').waitFor(LONG);
    await screenshot(victim, 'cookie-tossing-refused');

    // Still the victim, nothing finished as the attacker, the change still waiting to go.
    expect(finishes.every((status) => status !== 200)).toBe(true);
    expect(await sessionUser(victim)).toBe('Jordan Lee');
    expect(await outboxRows(victim)).toEqual(queued);
    const cookies = (await victimContext.cookies()).filter((c) => c.name === 'estate_oidc');
    expect(cookies.map((c) => c.value)).toContain(planted);

    // And the change goes once pushes work again.
    await victimContext.unroute('**/api/sync/push');
    await victim.goto(`${server.url}/admin/files/${fileId}`);
    await expect.poll(() => outboxRows(victim), { timeout: 45_000 }).toEqual([]);
  });
});
