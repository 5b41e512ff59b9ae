import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * An invalid value is refused as invalid even where the update would otherwise be kept as a
 * conflict (a record deleted meanwhile, a field changed since), so it never reaches the conflict
 * log as a value the user could re-apply (docs/architecture.md#conflicts).
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await createAccount(t.db, t.tokens, 'invalid'));
});
afterAll(() => t.close());

async function file(): Promise<{ id: string; version: number }> {
  const res = await t.request('POST', '/api/files', { token, body: { name: 'A file' } });
  const data = (await res.json()).data;
  return { id: data._id, version: data.version };
}

async function push(mutation: Record<string, unknown>) {
  const res = await t.request('POST', '/api/sync/push', {
    token,
    body: { clientId: uuidv7(), mutations: [{ seq: 1, mutationId: uuidv7(), ...mutation }] },
  });
  return (await res.json()).data.results[0] as { status: string; errors?: Record<string, string[]> };
}

const conflictsOf = async (id: string) =>
  (await t.db.query("select 1 from records where entity = 'conflicts' and data ->> 'entityId' = $1", [id]))
    .length;

describe('an invalid value in a stale update', () => {
  it('is rejected, not logged, when the record was deleted meanwhile', async () => {
    const f = await file();
    expect((await t.request('DELETE', `/api/files/${f.id}`, { token })).status).toBe(200);
    const result = await push({
      entity: 'files',
      entityId: f.id,
      op: 'update',
      patch: { status: 'archived' },
      baseVersion: f.version,
    });
    expect(result).toMatchObject({ status: 'rejected', errors: { status: [expect.any(String)] } });
    expect(await conflictsOf(f.id)).toBe(0);
  });

  it('is rejected, not logged, when the field changed on the server since', async () => {
    const f = await file();
    await t.request('PUT', `/api/files/${f.id}`, { token, body: { status: 'closed' } });
    const result = await push({
      entity: 'files',
      entityId: f.id,
      op: 'update',
      patch: { status: 'archived' },
      baseVersion: f.version,
    });
    expect(result.status).toBe('rejected');
    expect(await conflictsOf(f.id)).toBe(0);
  });

  it('still keeps a valid losing value as a conflict', async () => {
    const f = await file();
    await t.request('PUT', `/api/files/${f.id}`, { token, body: { status: 'closed' } });
    const result = await push({
      entity: 'files',
      entityId: f.id,
      op: 'update',
      patch: { status: 'pending' },
      baseVersion: f.version,
    });
    expect(result.status).toBe('conflict');
    expect(await conflictsOf(f.id)).toBe(1);
  });
});
