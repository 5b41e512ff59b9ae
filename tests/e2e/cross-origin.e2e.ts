import { createServer, type Server } from 'node:http';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, outboxRows, type ServerFile } from './pwa-helpers.ts';
import { type SignedInApp, startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * Another site cannot sign a device out or write for it (docs/architecture.md#same-origin-writes).
 * A page served from another origin (another port, and `localhost` rather than 127.0.0.1) fires
 * what a page may send anywhere without asking: fetch with mode no-cors and credentials, a
 * sendBeacon, and a form POST, at the sign-out endpoint and at a record create. The server refuses
 * each (403, no Clear-Site-Data), and the app's IndexedDB, its outbox and the server's records are
 * as they were.
 */
let app: SignedInApp;
let attacker: Server;
let attackerUrl: string;

/** The other site's page: it aims every kind of request at the app named in its query string. */
const ATTACK_PAGE = `<!doctype html><meta charset="utf-8"><title>Another site</title>
<iframe name="sink0" title="sink 0"></iframe><iframe name="sink1" title="sink 1"></iframe>
<script>
const target = new URL(location.href).searchParams.get('app');
const file = JSON.stringify({ name: 'Planted by another site', description: 'x', fileNumber: 'X-1', status: 'active' });
for (const path of ['/api/auth/logout', '/api/files']) {
  fetch(target + path, { method: 'POST', mode: 'no-cors', credentials: 'include', body: file }).catch(() => {});
  navigator.sendBeacon(target + path, file);
}
// Each form into a frame of its own: a second navigation of one frame would cancel the first.
['/api/auth/logout', '/api/files'].forEach((path, i) => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = target + path;
  form.target = 'sink' + i;
  form.enctype = 'text/plain';
  const input = document.createElement('input');
  input.name = file;
  input.value = '';
  form.append(input);
  document.body.append(form);
  form.submit();
});
</script>`;

beforeAll(async () => {
  app = await startSignedInApp();
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ATTACK_PAGE);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://localhost:${(attacker.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
  await stopSignedInApp(app);
});

/** What the app keeps on the device: records per table, the outbox, and whether it has a session. */
function deviceState(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const count = (table: string) =>
      new Promise<number>((res, rej) => {
        const req = db.transaction(table).objectStore(table).count();
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
    const state = {
      files: await count('files'),
      estates: await count('estates'),
      outbox: await count('outbox'),
      session: await count('session'),
    };
    db.close();
    return state;
  });
}

describe('another site', () => {
  it('cannot sign the device out, wipe it, or write through it', async () => {
    const { context, page, server, token } = app;
    const files = await apiGet<ServerFile[]>(server.url, token, '/files');
    const file = files[0]!;
    // A change that has not gone yet: the outbox holds it (its pushes are held back here).
    await context.route('**/api/sync/push', (route) => route.abort());
    await page.goto(`${server.url}/admin/files/${file._id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Description').fill('Not sent yet');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => (await outboxRows(page)).length).toBe(1);
    const before = await deviceState(page);
    expect(before.estates).toBeGreaterThan(0);
    expect(before.session).toBe(1);

    // The other site's page, in another tab of the same browser.
    const answers: Response[] = [];
    context.on('response', (res) => {
      const url = res.url();
      if (
        url.startsWith(server.url) &&
        /\/api\/(auth\/logout|files)$/.test(url) &&
        res.request().method() === 'POST'
      )
        answers.push(res);
    });
    const other = await context.newPage();
    await other.goto(`${attackerUrl}/?app=${encodeURIComponent(server.url)}`);
    // Two fetches, two beacons and two form posts, each at the sign-out and at a record create.
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBe(6);
    for (const res of answers) {
      expect(res.status(), res.url()).toBe(403);
      expect(await res.headerValue('clear-site-data')).toBeNull();
    }
    await other.close();

    // Nothing changed on the device...
    expect(await deviceState(page)).toEqual(before);
    expect((await outboxRows(page))[0]?.patch).toMatchObject({ description: 'Not sent yet' });
    // ...or on the server: no file planted, the session still live.
    const after = await apiGet<ServerFile[]>(server.url, token, '/files');
    expect(after.map((f) => f._id).sort()).toEqual(files.map((f) => f._id).sort());
    expect(after.some((f) => f.name === 'Planted by another site')).toBe(false);
    expect(
      (await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);

    // And the held change goes once pushes may.
    await context.unroute('**/api/sync/push');
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
  });
});
