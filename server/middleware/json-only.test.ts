import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
let token: string;
let parents: Awaited<ReturnType<typeof createParents>>;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createAccount(t.db, t.tokens, 'json-only')).token;
  parents = await createParents(t, token);
});
afterAll(() => t.close());

const count = async () =>
  (await t.db.query<{ n: number }>("select count(*)::int as n from records where entity = 'files'"))[0]?.n;

describe('JSON routes', () => {
  it('answer 415 with the error envelope to a record create that is not JSON, and store nothing', async () => {
    const body = JSON.stringify(validBody('files', parents));
    const before = await count();
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const res = await t.request('POST', '/api/files', { token, body, headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining('JSON') });
    }
    // A body that names no type at all is refused too.
    const typeless = await t.app.request('/api/files', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-length': String(Buffer.byteLength(body)) },
      body: new TextEncoder().encode(body),
    });
    expect(typeless.status).toBe(415);
    expect(await count()).toBe(before);
    const json = await t.request('POST', '/api/files', {
      token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(201);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('leave document content uploads to take their own binary types', async () => {
    const doc = await t.request('POST', '/api/documents', { token, body: validBody('documents', parents) });
    const id = (await doc.json()).data._id;
    for (const type of ['application/pdf', 'text/plain', 'image/png']) {
      const res = await t.request('PUT', `/api/documents/${id}/content`, {
        token,
        body: new Uint8Array([1, 2, 3]),
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(200);
    }
  });
});
