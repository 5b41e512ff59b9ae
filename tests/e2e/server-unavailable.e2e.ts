import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { apiGet, editDescription, outboxRows, type ServerFile } from './pwa-helpers.ts';
import { type SignedInApp, startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * The server answering 503 (its database away: docs/architecture.md#outages) is "server
 * unavailable", not an error: the device says so, keeps its outbox, and sends it when the server
 * is back, after the wait the server named. The browser answers the sync requests of the page and
 * of its service worker with the 503 the server gives during an outage (its envelope, Retry-After);
 * the server giving it with its database away is tests/integration/outage.pg.test.ts.
 */
let app: SignedInApp;

beforeAll(async () => {
  app = await startSignedInApp();
});
afterAll(() => stopSignedInApp(app));

const UNAVAILABLE = 'The server is unavailable; your changes are kept on this device';

describe('a server that answers 503', () => {
  it('shows the unavailable message, keeps the outbox, and sends it when the server returns', async () => {
    const { context, page, server, token, errors } = app;
    const file = (await apiGet<ServerFile[]>(server.url, token, '/files'))[0]!;
    await context.route('**/api/sync/**', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
        body: JSON.stringify({
          success: false,
          message: 'The server cannot reach its database just now. Please try again shortly.',
        }),
      }),
    );
    await editDescription(page, server.url, file._id, 'Written while the server was away');

    const indicator = page.getByRole('link', { name: /^Sync status: Server unavailable/ });
    await indicator.waitFor({ timeout: 30_000 });
    expect(await outboxRows(page)).toEqual([
      expect.objectContaining({
        entityId: file._id,
        patch: expect.objectContaining({ description: 'Written while the server was away' }),
      }),
    ]);
    await indicator.click();
    await page.getByText(UNAVAILABLE).first().waitFor({ timeout: 30_000 });
    // Not an error: the page's status says the server is unavailable, and nothing is set aside.
    expect(await page.getByText('Sync stopped with an error').count()).toBe(0);
    const setAside = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const req = indexedDB.open('estate-admin');
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
      const n = await new Promise<number>((res, rej) => {
        const req = db.transaction('rejected').objectStore('rejected').count();
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
      db.close();
      return n;
    });
    expect(setAside).toBe(0);
    await screenshot(page, 'sync-server-unavailable');
    expect((await outboxRows(page)).length).toBe(1);

    // The server is back: the engine's retry (after Retry-After) sends the change.
    await context.unroute('**/api/sync/**');
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 60_000 }).toBe(0);
    const onServer = (await apiGet<ServerFile[]>(server.url, token, '/files')).find(
      (f) => f._id === file._id,
    );
    expect(onServer?.description).toBe('Written while the server was away');
    await page.getByText('Everything is in sync').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
