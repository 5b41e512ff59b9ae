import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from './harness.ts';
import { apiGet, editDescription, outboxRows, type ServerFile } from './pwa-helpers.ts';
import { type SignedInApp, startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * Logging out sends what has not reached the server first (docs/behaviour.md#profile): a change
 * the engine could not send yet goes with the logout, and no warning is needed; only what still
 * cannot go is warned about (profile-sync.e2e.ts covers the warning offline).
 */
let app: SignedInApp;

beforeAll(async () => {
  app = await startSignedInApp();
});
afterAll(() => stopSignedInApp(app));

describe('logging out with a change not yet sent', () => {
  it('sends it first, then logs out without a warning', async () => {
    const { context, page, server, token } = app;
    const file = (await apiGet<ServerFile[]>(server.url, token, '/files'))[0]!;
    // The engine's own pushes fail until the person logs out.
    let pushesGoThrough = false;
    await context.route('**/api/sync/push', (route) => (pushesGoThrough ? route.continue() : route.abort()));
    await context.route('**/api/activity/report-downloads', (route) =>
      pushesGoThrough ? route.continue() : route.abort(),
    );
    await editDescription(page, server.url, file._id, 'Sent by the logout');
    // A copy taken on this device and not yet told to the firm (docs/behaviour.md#activity).
    await page.evaluate(() =>
      localStorage.setItem(
        'estate-admin.report-log',
        JSON.stringify([{ report: 'Taken before the logout', format: 'pdf', at: new Date().toISOString() }]),
      ),
    );
    await expect.poll(async () => (await outboxRows(page)).length).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    pushesGoThrough = true;
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/, { timeout: 30_000 });
    // The device's session ended with the logout: read the server's copy with a sign-in of our own.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    const reader = ((await login.json()) as { data: { token: string } }).data.token;
    const onServer = (await apiGet<ServerFile[]>(server.url, reader, '/files')).find(
      (f) => f._id === file._id,
    );
    expect(onServer?.description).toBe('Sent by the logout');
    // The copy reached the firm's log before the queue, which names estates, left the device.
    const log = await apiGet<{ data: { items: { kind: string; detail: { report?: string } }[] } }>(
      server.url,
      reader,
      '/activity?kind=report-downloaded',
    );
    expect(log.data.items.map((e) => e.detail.report)).toContain('Taken before the logout');
    expect(await page.evaluate(() => localStorage.getItem('estate-admin.report-log'))).toBeNull();
  });
});
