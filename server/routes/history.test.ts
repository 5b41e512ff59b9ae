import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

let t: TestApp;
let firm: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let staff: { id: string; token: string };
let estateId: string;

type Page = {
  items: { version: number; op: string; userName: string | null; changes: any[] }[];
  total: number;
};
const history = async (token: string, entity: string, id: string, query = '') => {
  const res = await t.request('GET', `/api/history/${entity}/${id}${query}`, { token });
  return { status: res.status, body: (await res.json()) as { data: Page; message?: string } };
};

beforeAll(async () => {
  t = await startTestApp();
  firm = await createAccount(t.db, t.tokens, 'history');
  other = await createAccount(t.db, t.tokens, 'elsewhere');
  const actor = { userId: firm.user._id, organization: firm.organization._id, role: 'Admin' as const };
  const user = await t.db.transaction((tx) =>
    createUser(tx, actor, {
      name: 'Sam Staff',
      email: `history-staff-${Date.now()}@example.com`,
      role: 'Staff',
      password: 'staff password 1',
    }),
  );
  staff = { id: user._id, token: await t.tokens.sign({ sub: user._id, org: firm.organization._id }) };
  const created = await t.request('POST', '/api/estates', {
    token: firm.token,
    body: { estateName: 'Estate of Ada Field', status: 'open' },
  });
  expect(created.status).toBe(201);
  estateId = (await created.json()).data._id;
  const edited = await t.request('PUT', `/api/estates/${estateId}`, {
    token: staff.token,
    body: { estateName: 'Estate of Ada Fielding', status: 'under_review' },
  });
  expect(edited.status).toBe(200);
});
afterAll(() => t.close());

describe('a record’s history', () => {
  it('lists who changed which field from what to what, newest first', async () => {
    const { status, body } = await history(firm.token, 'estates', estateId);
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    const [edit, create] = body.data.items;
    expect(edit).toMatchObject({ version: expect.any(Number), op: 'update', userName: 'Sam Staff' });
    expect(edit!.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'estateName',
          label: 'Estate/Trust Name',
          from: 'Estate of Ada Field',
          to: 'Estate of Ada Fielding',
        },
        { field: 'status', label: expect.any(String), from: 'open', to: 'under_review' },
      ]),
    );
    expect(create).toMatchObject({ op: 'create', userName: 'history admin' });
    expect(edit!.version).toBeGreaterThan(create!.version);
    // Any role of the firm reads it.
    expect((await history(staff.token, 'estates', estateId)).status).toBe(200);
  });

  it('keeps a deleted record’s history readable', async () => {
    const created = await t.request('POST', '/api/files', {
      token: firm.token,
      body: { name: 'Short-lived file', status: 'active' },
    });
    const fileId = (await created.json()).data._id;
    expect((await t.request('DELETE', `/api/files/${fileId}`, { token: firm.token })).status).toBe(200);
    const { status, body } = await history(firm.token, 'files', fileId);
    expect(status).toBe(200);
    expect(body.data.items.map((e) => e.op)).toEqual(['delete', 'create']);
  });

  it('answers 404 for another firm’s record, an unknown entity or id, and 400 for a bad page', async () => {
    const theirs = await history(other.token, 'estates', estateId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Record not found');
    expect((await history(firm.token, 'files', estateId)).status).toBe(404);
    expect((await history(firm.token, 'users', firm.user._id)).status).toBe(404);
    expect((await history(firm.token, 'nonsense', estateId)).status).toBe(404);
    expect((await history(firm.token, 'estates', 'not-a-uuid')).status).toBe(404);
    expect((await history(firm.token, 'estates', estateId, '?page=0')).status).toBe(400);
    expect((await t.request('GET', `/api/history/estates/${estateId}`)).status).toBe(401);
  });
});
