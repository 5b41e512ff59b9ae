import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, editDescription, outboxRows, type ServerFile } from './pwa-helpers.ts';
import { type SignedInApp, startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * A browser may delete a site's IndexedDB behind its back (Safari after weeks unused, any browser
 * under storage pressure). The app notices at its next start, pulls again and tells the person,
 * saying what could not be recovered (docs/behaviour.md#engines).
 */
let app: SignedInApp;

beforeAll(async () => {
  app = await startSignedInApp();
});
afterAll(() => stopSignedInApp(app));

/** How many estates the device's local database holds (0 when it is gone). */
const localEstates = () =>
  app.page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('estate-admin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('estates')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('estates').objectStore('estates').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

describe('a local database evicted by the browser', () => {
  it('is noticed at start, pulled again, and the lost change is told', async () => {
    const { context, page, server } = app;
    expect(await localEstates()).toBeGreaterThan(0);
    // A change that cannot reach the server before the eviction.
    await context.route('**/api/sync/push', (route) => route.abort());
    const file = (await apiGet<ServerFile[]>(server.url, app.token, '/files'))[0]!;
    await editDescription(page, server.url, file._id, 'Lost with the eviction');
    await expect.poll(async () => (await outboxRows(page)).length).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('estate-admin:unsent'))).toBe('1');

    // Eviction: the browser clears the origin's IndexedDB while the app is not running.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'indexeddb' });
    await context.unroute('**/api/sync/push');

    await page.goto(`${server.url}/admin/dashboard`);
    const notice = page.getByRole('alert').filter({ hasText: 'cleared by the browser' });
    await notice
      .getByText(/cleared by the browser; it has been downloaded again/)
      .waitFor({ timeout: 30_000 });
    await expect(notice.textContent()).resolves.toContain(
      '1 change made on this device had not been sent to the server and could not be recovered',
    );
    expect(page.url()).toBe(`${server.url}/admin/dashboard`);
    expect(await localEstates()).toBeGreaterThan(0);

    // Dismissed, it stays away after a reload: the copy is whole again.
    await notice.getByRole('button', { name: 'Got it' }).click();
    await page.reload();
    await page
      .getByText(/^Synced/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('cleared by the browser').count()).toBe(0);
  });
});
