import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { MAX_RECORDS_READ, type RecordsResponse } from '../../src/domain/schemas/index.ts';
import { addMember } from '../../tests/helpers/accounts.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * POST /api/sync/records: the records a refused action wrote, read back in one request, with the
 * scope of any read (docs/architecture.md#push): out of scope, another firm's, another entity's
 * and unknown ids all read as never existing.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let staffToken: string;
let beneficiaryToken: string;
const ids = { open: '', walled: '', deleted: '', otherFirm: '' };

const create = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/files', { token, body: { name, ...extra } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.db, t.tokens, 'records-read');
  other = await createAccount(t.db, t.tokens, 'records-other');
  staffToken = await addMember(t.db, t.tokens, admin, 'Staff', 'Staff');
  beneficiaryToken = await addMember(t.db, t.tokens, admin, 'Beneficiary', 'Heir');
  ids.open = await create(admin.token, 'Open file');
  ids.walled = await create(admin.token, 'Walled file', { restricted: true, members: [] });
  ids.deleted = await create(admin.token, 'Deleted file');
  expect((await t.request('DELETE', `/api/files/${ids.deleted}`, { token: admin.token })).status).toBe(200);
  ids.otherFirm = await create(other.token, 'Another firm’s file');
});
afterAll(() => t.close());

const read = async (token: string, records: { entity: string; id: string }[]) => {
  const res = await t.request('POST', '/api/sync/records', { token, body: { records } });
  return { status: res.status, body: (await res.json()) as { data?: RecordsResponse; message?: string } };
};

describe('POST /api/sync/records', () => {
  it('answers each record asked for, in order, as the writer may see it', async () => {
    const unknown = uuidv7();
    const { status, body } = await read(staffToken, [
      { entity: 'files', id: ids.walled },
      { entity: 'files', id: ids.open },
      { entity: 'files', id: ids.otherFirm },
      { entity: 'estates', id: ids.open },
      { entity: 'files', id: unknown },
      { entity: 'files', id: ids.deleted },
    ]);
    expect(status).toBe(200);
    const answer = body.data!;
    expect(answer.map((c) => c && { id: c.id, deleted: c.deleted })).toEqual([
      null,
      { id: ids.open, deleted: false },
      null,
      null,
      null,
      { id: ids.deleted, deleted: true },
    ]);
    expect(answer[1]!.data).toMatchObject({ name: 'Open file' });
    // A deleted record comes with its last data, as GET /api/sync/record answers.
    expect(answer[5]!.data).toMatchObject({ name: 'Deleted file' });
  });

  it('answers a beneficiary too, whose refused approval is put back through it', async () => {
    // Their portal writes approvals; a refused one must be read back to be undone on their device.
    const { status, body } = await read(beneficiaryToken, [{ entity: 'files', id: ids.open }]);
    expect(status).toBe(200);
    // A file is none of a beneficiary's records: it reads as never existing.
    expect(body.data).toEqual([null]);
  });

  it('the walled file is there for an Admin', async () => {
    const { body } = await read(admin.token, [{ entity: 'files', id: ids.walled }]);
    expect(body.data![0]).toMatchObject({ id: ids.walled, data: { name: 'Walled file' } });
  });

  it(`refuses more than ${MAX_RECORDS_READ.toLocaleString('en-CA')} records, or none, with a 400`, async () => {
    const many = Array.from({ length: MAX_RECORDS_READ + 1 }, () => ({ entity: 'files', id: uuidv7() }));
    const tooMany = await read(admin.token, many);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(`At most ${MAX_RECORDS_READ} records per request`);
    expect((await read(admin.token, [])).status).toBe(400);
  });

  it('reads the most a request may name in one answer', async () => {
    const most = Array.from({ length: MAX_RECORDS_READ }, () => ({ entity: 'files', id: uuidv7() }));
    const { status, body } = await read(admin.token, most);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(MAX_RECORDS_READ);
  });
});
