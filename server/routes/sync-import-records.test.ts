import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * An export imported (docs/data-export-and-backup.md#import) is one named mutation in a push:
 * every record applied, parents first, or none; a record naming another firm's record, or one of
 * an entity an import may not write, refuses the whole import.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;
let b: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'import-a');
  b = await createAccount(t.db, t.tokens, 'import-b');
});
afterAll(() => t.close());

const push = async (mutations: PushMutation[], token = a.token) => {
  const res = await t.request('POST', '/api/sync/push', { token, body: { clientId: uuidv7(), mutations } });
  return {
    status: res.status,
    body: (await res.json()) as { data?: { results: { status: string; reason?: string }[] } },
  };
};

const importOf = (
  records: { entity: string; id: string; fields: Record<string, unknown> }[],
): PushMutation => ({
  seq: 1,
  mutationId: uuidv7(),
  name: 'importRecords',
  args: { records },
  bases: {},
});

const estateRecords = () => {
  const file = uuidv7();
  const estate = uuidv7();
  const account = uuidv7();
  const transaction = uuidv7();
  return {
    ids: [file, estate, account, transaction],
    estate,
    records: [
      { entity: 'files', id: file, fields: { name: 'Imported file', status: 'active' } },
      { entity: 'estates', id: estate, fields: { estateName: 'Estate of Imported', file } },
      { entity: 'accounts', id: account, fields: { estate, name: 'Chequing', currency: 'CAD' } },
      {
        entity: 'transactions',
        id: transaction,
        fields: {
          estate,
          kind: 'receipt',
          type: 'interest',
          date: '2026-02-01',
          amount: 1234,
          ledger: 'revenue',
          toAccount: account,
        },
      },
    ],
  };
};

const written = (ids: string[]) =>
  t.db.query<{ id: string; organization: string }>(
    'select id, organization from records where id = any($1)',
    [ids],
  );

describe('importRecords', () => {
  it('writes every record of the import in the importer’s firm', async () => {
    const { ids, records } = estateRecords();
    const { status, body } = await push([importOf(records)]);
    expect(status).toBe(200);
    expect(body.data!.results).toMatchObject([{ status: 'applied' }]);
    const rows = await written(ids);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.organization).toBe(a.organization._id);
  });

  it('refuses the whole import when one record names another firm’s record', async () => {
    const theirs = estateRecords();
    expect((await push([importOf(theirs.records)], b.token)).body.data!.results).toMatchObject([
      { status: 'applied' },
    ]);
    const mine = estateRecords();
    // The last record is an account under the other firm's estate.
    const records = [
      ...mine.records,
      { entity: 'accounts', id: uuidv7(), fields: { estate: theirs.estate, name: 'Theirs' } },
    ];
    const { body } = await push([importOf(records)]);
    expect(body.data!.results).toMatchObject([{ status: 'rejected' }]);
    expect(await written([...mine.ids, records.at(-1)!.id])).toEqual([]);
  });

  it('refuses an import of records kept under ids another firm already has', async () => {
    const theirs = estateRecords();
    await push([importOf(theirs.records)], b.token);
    const { body } = await push([importOf(theirs.records)]);
    expect(body.data!.results).toMatchObject([{ status: 'rejected' }]);
    for (const row of await written(theirs.ids)) expect(row.organization).toBe(b.organization._id);
  });

  it('refuses an import that writes people or the firm itself', async () => {
    const { ids, records } = estateRecords();
    const withUser = [
      ...records,
      {
        entity: 'users',
        id: uuidv7(),
        fields: { name: 'Smuggled Admin', email: 'x@example.com', role: 'Admin' },
      },
    ];
    const { status, body } = await push([importOf(withUser)]);
    expect(status).toBe(200);
    expect(body.data!.results).toMatchObject([{ status: 'rejected', reason: 'Invalid data' }]);
    expect(await written(ids)).toEqual([]);
  });
});
