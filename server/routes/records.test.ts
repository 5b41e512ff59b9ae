import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { CLIENT_WRITABLE } from '../../src/domain/schemas/index.ts';
import { createParents, validBody, validUpdate } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
let token: string;
let parents: { file: string; estate: string; account: string };

beforeAll(async () => {
  t = await startTestApp();
  token = (await createAccount(t.db, t.tokens, 'records')).token;
  parents = await createParents(t, token);
});
afterAll(() => t.close());

describe.each(CLIENT_WRITABLE)('/api/%s', (entity) => {
  let id: string;

  it('creates with 201 and the envelope, stamping server fields', async () => {
    const res = await t.request('POST', `/api/${entity}`, { token, body: validBody(entity, parents) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      version: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    id = body.data._id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists as a plain JSON array', async () => {
    const res = await t.request('GET', `/api/${entity}`, { token });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((r: { _id: string }) => r._id)).toContain(id);
  });

  it('reads one with the envelope', async () => {
    const res = await t.request('GET', `/api/${entity}/${id}`, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).data._id).toBe(id);
  });

  it('updates and bumps the version, recording history', async () => {
    const before = (await (await t.request('GET', `/api/${entity}/${id}`, { token })).json()).data;
    const res = await t.request('PUT', `/api/${entity}/${id}`, { token, body: validUpdate(entity) });
    expect(res.status).toBe(200);
    const after = (await res.json()).data;
    expect(after).toMatchObject(validUpdate(entity));
    expect(after.version).toBeGreaterThan(before.version);
    const history = await t.db.query<{ op: string; changes: { field: string }[] }>(
      'select op, changes from history where record_id = $1 order by version',
      [id],
    );
    expect(history.map((h) => h.op)).toEqual(['create', 'update']);
    expect(history[1]?.changes.map((c) => c.field)).toEqual(Object.keys(validUpdate(entity)));
  });

  it('answers 400 with per-field messages for an invalid body and changes nothing', async () => {
    const res = await t.request('POST', `/api/${entity}`, {
      token,
      body: { name: 42, estate: 'nope', bogus: true },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    const put = await t.request('PUT', `/api/${entity}/${id}`, { token, body: { unknownField: 1 } });
    expect(put.status).toBe(400);
    expect((await put.json()).errors.unknownField).toBeDefined();
  });

  it('answers 404 for unknown ids', async () => {
    for (const missing of [uuidv7(), 'not-an-id']) {
      expect((await t.request('GET', `/api/${entity}/${missing}`, { token })).status).toBe(404);
      expect(
        (await t.request('PUT', `/api/${entity}/${missing}`, { token, body: validUpdate(entity) })).status,
      ).toBe(404);
      expect((await t.request('DELETE', `/api/${entity}/${missing}`, { token })).status).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('GET', `/api/${entity}`)).status).toBe(401);
    expect((await t.request('POST', `/api/${entity}`, { body: validBody(entity, parents) })).status).toBe(
      401,
    );
    expect((await t.request('GET', `/api/${entity}/${id}`)).status).toBe(401);
  });

  it('deletes softly: gone from lists and reads, kept as a tombstone', async () => {
    const res = await t.request('DELETE', `/api/${entity}/${id}`, { token });
    expect(res.status).toBe(200);
    expect((await t.request('GET', `/api/${entity}/${id}`, { token })).status).toBe(404);
    const rows = await t.db.query<{ deleted_at: unknown }>('select deleted_at from records where id = $1', [
      id,
    ]);
    expect(rows[0]?.deleted_at).toBeTruthy();
  });
});

describe('filters and derived fields', () => {
  it('filters lists by ?estate= and derives estate value and file estates', async () => {
    const other = await createParents(t, token);
    const asset = (estate: string, fmvDoD: number) => ({
      ...validBody('assets', { ...parents, estate }),
      fmvDoD,
    });
    await t.request('POST', '/api/assets', { token, body: asset(other.estate, 10_000) });
    await t.request('POST', '/api/assets', { token, body: asset(other.estate, 2_550) });
    const mine = await (await t.request('GET', `/api/assets?estate=${other.estate}`, { token })).json();
    expect(mine).toHaveLength(2);
    const estate = (await (await t.request('GET', `/api/estates/${other.estate}`, { token })).json()).data;
    expect(estate.value).toBe(12_550);
    expect(estate.fileNumber).toBe('EST-2026-001');
    const file = (await (await t.request('GET', `/api/files/${other.file}`, { token })).json()).data;
    expect(file.estates).toEqual([
      { _id: other.estate, name: 'Estate of Jane Doe', status: 'open', value: 12_550 },
    ]);
  });

  it('rejects a reference to a record that does not exist', async () => {
    const res = await t.request('POST', '/api/assets', {
      token,
      body: validBody('assets', { ...parents, estate: uuidv7() }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.estate).toEqual(['Unknown estate']);
  });

  it('requires disposition date and proceeds for a disposed asset', async () => {
    const res = await t.request('POST', '/api/assets', {
      token,
      body: { ...validBody('assets', parents), status: 'disposed' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['dispositionDate', 'proceeds']);
  });
});
