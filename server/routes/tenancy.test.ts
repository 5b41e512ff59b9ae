import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_WRITABLE, type WritableEntity } from '../../src/domain/schemas/index.ts';
import { createParents, validBody, validUpdate } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;
let b: Awaited<ReturnType<typeof createAccount>>;
const bIds = {} as Record<WritableEntity, string>;
let bParents: { file: string; estate: string; account: string };

const snapshot = async (organization: string) =>
  JSON.stringify(
    await t.db.query(
      'select id, version, data, deleted_at from records where organization = $1 order by id',
      [organization],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'firm-a');
  b = await createAccount(t.db, t.tokens, 'firm-b');
  await createParents(t, a.token);
  bParents = await createParents(t, b.token);
  for (const entity of CLIENT_WRITABLE) {
    const res = await t.request('POST', `/api/${entity}`, {
      token: b.token,
      body: validBody(entity, bParents),
    });
    bIds[entity] = (await res.json()).data._id;
  }
  await t.request('PUT', `/api/documents/${bIds.documents}/content`, {
    token: b.token,
    body: new Uint8Array([1, 2, 3]),
    headers: { 'content-type': 'application/pdf' },
  });
});
afterAll(() => t.close());

describe('tenancy: firm A against firm B’s ids', () => {
  it('gets 404 on every route naming one of B’s records, and B’s data does not change', async () => {
    const before = await snapshot(b.organization._id);
    const attempts: [string, string, unknown?][] = [];
    for (const entity of CLIENT_WRITABLE) {
      const id = bIds[entity];
      attempts.push(
        ['GET', `/api/${entity}/${id}`],
        ['PUT', `/api/${entity}/${id}`, validUpdate(entity)],
        ['DELETE', `/api/${entity}/${id}`],
      );
    }
    attempts.push(
      ['GET', `/api/documents/${bIds.documents}/content`],
      ['PUT', `/api/documents/${bIds.documents}/content`, 'replaced'],
      ['PUT', `/api/users/${b.user._id}`, { name: 'Taken over', role: 'Staff' }],
    );
    for (const [method, path, body] of attempts) {
      const res = await t.request(method, path, { token: a.token, ...(body !== undefined ? { body } : {}) });
      expect(`${method} ${path} -> ${res.status}`).toBe(`${method} ${path} -> 404`);
    }
    expect(await snapshot(b.organization._id)).toBe(before);
  });

  it('sees none of B’s records in lists, filters, data lists or the dashboard', async () => {
    for (const entity of [...CLIENT_WRITABLE, 'users', 'organizations']) {
      const list = await (await t.request('GET', `/api/${entity}`, { token: a.token })).json();
      expect(JSON.stringify(list)).not.toContain(b.organization._id);
    }
    const filtered = await (
      await t.request('GET', `/api/assets?estate=${bParents.estate}`, { token: a.token })
    ).json();
    expect(filtered).toEqual([]);
    const dash = await (await t.request('GET', '/api/users/me/dashboard', { token: a.token })).json();
    expect(JSON.stringify(dash)).not.toContain(bParents.estate);
  });

  it('cannot attach A’s new records to B’s parents or reuse B’s ids', async () => {
    const before = await snapshot(b.organization._id);
    for (const entity of ['estates', 'accounts', 'assets', 'parties', 'transactions', 'documents'] as const) {
      const res = await t.request('POST', `/api/${entity}`, {
        token: a.token,
        body: validBody(entity, bParents),
      });
      expect(res.status).toBe(400);
    }
    const reuse = await t.request('POST', '/api/files', {
      token: a.token,
      body: { ...validBody('files', bParents), _id: bIds.files },
    });
    expect(reuse.status).toBe(409);
    expect(await snapshot(b.organization._id)).toBe(before);
  });
});
