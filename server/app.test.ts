import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../tests/helpers/test-db.ts';
import { createApp } from './app.ts';
import { createTokens } from './auth/tokens.ts';
import type { Db } from './store/db.ts';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

let db: Db;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dist, 'portal.html'), '<!doctype html><title>portal page</title>');
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/app/main.tsx":{}}');
  await writeFile(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'big-abc.js'), BIG_SCRIPT);
  await writeFile(join(dist, 'logo.png'), Buffer.alloc(4096, 7));
  // Left on disk by a build that made source maps: still never served.
  await writeFile(join(dist, 'assets', 'app-abc.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await writeFile(join(dist, 'sw.js.map'), '{"version":3,"sources":["sw.ts"]}');
  app = createApp({ db, tokens: createTokens('x'.repeat(40), 60), distDir: dist });
});
afterAll(async () => {
  await db.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('serves index.html for client routes, with security headers', async () => {
    const res = await app.request('/admin/files/123');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('shell');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves portal.html for the portal addresses and index.html for the rest', async () => {
    for (const path of ['/portal', '/portal/', '/portal/estates/e-1'])
      expect(await (await app.request(path)).text(), path).toContain('portal page');
    for (const path of ['/portals', '/admin/portal', '/login'])
      expect(await (await app.request(path)).text(), path).toContain('shell');
  });

  it('never serves the dot folders of the build, such as its manifests', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.env']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('src/app');
    }
  });

  it('serves hashed assets as immutable and never falls back for missing files or /api', async () => {
    const js = await app.request('/assets/app-abc.js');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    const api = await app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
    expect((await app.request('/..%2f..%2fetc%2fpasswd')).status).not.toBe(500);
  });

  it('never serves a source map, whatever is on disk', async () => {
    for (const path of [
      '/assets/app-abc.js.map',
      '/sw.js.map',
      '/assets/APP-ABC.JS.MAP',
      '/missing.js.map',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('sources');
    }
    // The script next to it is served.
    expect((await app.request('/assets/app-abc.js')).status).toBe(200);
  });

  it('sends HSTS only over HTTPS or with an https public address, and trusts x-forwarded-proto only with a trusted proxy header', async () => {
    const hsts = async (
      target: ReturnType<typeof createApp>,
      url: string,
      headers: Record<string, string> = {},
    ) => (await target.request(url, { headers })).headers.get('strict-transport-security');
    expect(await hsts(app, 'http://localhost/api/test')).toBeNull();
    expect(await hsts(app, 'https://localhost/api/test')).toBe('max-age=63072000; includeSubDomains');
    expect(await hsts(app, 'https://localhost/admin/files')).toBe('max-age=63072000; includeSubDomains');
    expect(await hsts(app, 'http://localhost/api/test', { 'x-forwarded-proto': 'https' })).toBeNull();
    const proxied = createApp({
      db,
      tokens: createTokens('x'.repeat(40), 60),
      trustProxyHeader: 'x-forwarded-for',
    });
    expect(await hsts(proxied, 'http://localhost/api/test', { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(await hsts(proxied, 'http://localhost/api/test', { 'x-forwarded-proto': 'http' })).toBeNull();
    // Behind a proxy that says nothing, an https public address is enough; an http one is not.
    const published = (publicUrl: string) =>
      createApp({ db, tokens: createTokens('x'.repeat(40), 60), publicUrl });
    expect(await hsts(published('https://estates.example.com'), 'http://localhost/api/test')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(await hsts(published('http://estates.example.com'), 'http://localhost/api/test')).toBeNull();
  });

  it('sends text files compressed with the best encoding the browser accepts, and images as they are', async () => {
    const get = (path: string, acceptEncoding?: string) =>
      app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
    const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

    const br = await get('/assets/big-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(BIG_SCRIPT);
    // The second answer comes from the kept copy and is the same.
    expect(await bytes(await get('/assets/big-abc.js', 'br'))).toEqual(brBody);

    const gz = await get('/assets/big-abc.js', 'gzip, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(BIG_SCRIPT);

    const plain = await get('/assets/big-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);

    // Too small to gain, or already compressed: sent as is.
    expect((await get('/assets/app-abc.js', 'br')).headers.get('content-encoding')).toBeNull();
    const png = await get('/logo.png', 'br, gzip');
    expect(png.headers.get('content-encoding')).toBeNull();
    expect((await bytes(png)).length).toBe(4096);
  });

  it('compresses API answers for browsers that accept it', async () => {
    const res = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes the API in OpenAPI', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/estates/{id}',
      '/api/users/me/dashboard',
      '/api/documents/{id}/content',
      '/api/sync/push',
      '/api/sync/pull',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/files'].post.requestBody.content['application/json'].schema.properties.name,
    ).toBeDefined();
  });
});
