import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './static.ts';

// docs/architecture.md#pre-rendered-public-pages: the server answers / and /login with the build's
// pre-rendered pages, the portal with its signed-out page, and every other address with the shell.
let dist: string;
const app = new Hono();

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-prerendered-'));
  for (const [file, text] of [
    ['index.html', 'app shell'],
    ['landing.html', 'landing page'],
    ['login.html', 'sign-in page'],
    ['portal.html', 'portal shell'],
    ['portal-signed-out.html', 'portal signed out'],
  ] as const)
    await writeFile(join(dist, file), `<!doctype html><title>${text}</title>`);
  app.use('*', serveApp(dist));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const page = async (path: string) => (await app.request(path)).text();

describe('serving the pre-rendered pages', () => {
  it('answers / and /login (with any query) with their pre-rendered pages', async () => {
    expect(await page('/')).toContain('landing page');
    expect(await page('/login')).toContain('sign-in page');
    expect(await page('/login?expired=1')).toContain('sign-in page');
  });

  it('answers the portal with its signed-out page and the app elsewhere with the bare shell', async () => {
    for (const path of ['/portal', '/portal/estates/e-1'])
      expect(await page(path), path).toContain('portal signed out');
    for (const path of ['/admin/dashboard', '/invite/abc', '/login/x'])
      expect(await page(path), path).toContain('app shell');
  });

  it('answers the portal with its own page where the device’s hint cookie says it has a session', async () => {
    for (const path of ['/portal', '/portal/estates/e-1']) {
      const res = await app.request(path, { headers: { Cookie: 'portal-page=1' } });
      expect(await res.text(), path).toContain('portal shell');
      expect(res.headers.get('vary'), path).toContain('Cookie');
    }
    expect(await (await app.request('/portal', { headers: { Cookie: 'portal-page=' } })).text()).toContain(
      'portal signed out',
    );
    // The hint is the portal's alone.
    expect(await (await app.request('/login', { headers: { Cookie: 'portal-page=1' } })).text()).toContain(
      'sign-in page',
    );
  });

  it('falls back to the shells when the build has no pre-rendered pages', async () => {
    await rm(join(dist, 'landing.html'));
    await rm(join(dist, 'portal-signed-out.html'));
    expect(await page('/')).toContain('app shell');
    expect(await page('/portal')).toContain('portal shell');
  });
});
