import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../tests/helpers/test-db.ts';
import { createApp } from './app.ts';
import { createTokens } from './auth/tokens.ts';
import type { Db } from './store/db.ts';

let db: Db;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
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
