import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { addMember } from '../../tests/helpers/accounts.ts';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * Creating a record with a deleted record's id restores it (docs/architecture.md#data-model), so it
 * takes the right to delete: Staff, who may create and edit estates but not delete them, cannot
 * undo an Admin's delete, by REST or by push.
 */
let t: TestApp;
let adminToken: string;
let staffToken: string;
let parents: Awaited<ReturnType<typeof createParents>>;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await createAccount(t.db, t.tokens, 'restore');
  adminToken = admin.token;
  staffToken = await addMember(t.db, t.tokens, admin, 'Staff', 'Staff person');
  parents = await createParents(t, adminToken);
});
afterAll(() => t.close());

const deletedAt = async (id: string) =>
  (await t.db.query<{ deleted_at: unknown }>('select deleted_at from records where id = $1', [id]))[0]
    ?.deleted_at;

async function deletedEstate() {
  const body = { ...validBody('estates', parents), _id: uuidv7() };
  expect((await t.request('POST', '/api/estates', { token: adminToken, body })).status).toBe(201);
  expect((await t.request('DELETE', `/api/estates/${body._id}`, { token: adminToken })).status).toBe(200);
  expect(await deletedAt(body._id)).not.toBeNull();
  return body;
}

describe('restoring a deleted record', () => {
  it('is refused to Staff by REST (403) and by push (rejected), and the record stays deleted', async () => {
    const body = await deletedEstate();
    const res = await t.request('POST', '/api/estates', { token: staffToken, body });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining('restore') });
    const pushed = await t.request('POST', '/api/sync/push', {
      token: staffToken,
      body: {
        clientId: uuidv7(),
        mutations: [
          { seq: 1, mutationId: uuidv7(), entity: 'estates', entityId: body._id, op: 'create', patch: body },
        ],
      },
    });
    expect(pushed.status).toBe(200);
    expect((await pushed.json()).data.results[0]).toMatchObject({
      status: 'rejected',
      reason: expect.stringContaining('restore'),
    });
    expect(await deletedAt(body._id)).not.toBeNull();
  });

  it('is allowed to whoever may delete it', async () => {
    const body = await deletedEstate();
    const res = await t.request('POST', '/api/estates', { token: adminToken, body });
    expect(res.status).toBe(201);
    expect(await deletedAt(body._id)).toBeNull();
  });

  it('leaves Staff free to create what they may create', async () => {
    const body = { ...validBody('estates', parents), _id: uuidv7() };
    expect((await t.request('POST', '/api/estates', { token: staffToken, body })).status).toBe(201);
  });
});
