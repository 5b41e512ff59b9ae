import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/** A bank statement import in a push (docs/behaviour.md#bank-statement-import): whole or not at all, undone whole. */

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'statement-import');
});
afterAll(() => t.close());

const push = async (clientId: string, mutations: PushMutation[], token = a.token) => {
  const res = await t.request('POST', '/api/sync/push', { token, body: { clientId, mutations } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { results: { status: string; reason?: string }[] };
};

async function estateWithAccount(clientId: string) {
  const estate = uuidv7();
  const account = uuidv7();
  const { results } = await push(clientId, [
    {
      seq: 1,
      mutationId: uuidv7(),
      entity: 'estates',
      entityId: estate,
      op: 'create',
      patch: { estateName: 'Estate of Import' },
    },
    {
      seq: 2,
      mutationId: uuidv7(),
      entity: 'accounts',
      entityId: account,
      op: 'create',
      patch: { estate, name: 'Chequing' },
    },
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  return { estate, account };
}

const line = (estate: string, account: string, amount: number, fitid: string) => ({
  id: uuidv7(),
  fields: {
    estate,
    kind: amount > 0 ? 'receipt' : 'disbursement',
    type: amount > 0 ? 'bank_deposit' : 'other',
    date: '2025-01-31',
    amount: Math.abs(amount),
    ...(amount > 0 ? { toAccount: account } : { fromAccount: account }),
    payee: `Line ${fitid}`,
    ledger: 'capital',
    bankTransactionId: fitid,
  },
});

const liveImported = async (importId: string) =>
  t.db.query<{ id: string; data: Record<string, unknown> }>(
    `select id, data from records where entity = 'transactions' and deleted_at is null and data ->> 'importId' = $1`,
    [importId],
  );

describe('importStatement', () => {
  it('writes every line stamped with the import, and the account settings, then undoes them all', async () => {
    const clientId = uuidv7();
    const { estate, account } = await estateWithAccount(clientId);
    const importId = uuidv7();
    const lines = [
      line(estate, account, 2500, 'F1'),
      line(estate, account, -1234, 'F2'),
      line(estate, account, 321, 'F3'),
    ];
    const settings = { accountNumber: '5012345', rules: [{ words: 'interest', ledger: 'revenue' as const }] };
    const { results } = await push(clientId, [
      {
        seq: 3,
        mutationId: uuidv7(),
        name: 'importStatement',
        args: { importId, accountId: account, transactions: lines, settings },
        bases: {},
      },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    const rows = await liveImported(importId);
    expect(rows.map((r) => r.data.bankTransactionId).sort()).toEqual(['F1', 'F2', 'F3']);
    const [acct] = await t.db.query<{ data: Record<string, unknown>; version: unknown }>(
      'select data, version from records where id = $1',
      [account],
    );
    expect(acct?.data.statementImport).toEqual(settings);
    const bases = Object.fromEntries(
      (
        await t.db.query<{ id: string; version: unknown }>(
          `select id, version from records where data ->> 'importId' = $1`,
          [importId],
        )
      ).map((r) => [r.id, Number(r.version)]),
    );
    const undo = await push(clientId, [
      { seq: 4, mutationId: uuidv7(), name: 'undoImportStatement', args: { importId }, bases },
    ]);
    expect(undo.results).toMatchObject([{ status: 'applied' }]);
    expect(await liveImported(importId)).toEqual([]);
  });

  it('takes an import and its undo made offline, pushed together, leaving nothing', async () => {
    const clientId = uuidv7();
    const { estate, account } = await estateWithAccount(clientId);
    const importId = uuidv7();
    const lines = [line(estate, account, 700, 'O1'), line(estate, account, -300, 'O2')];
    // On the device the undo saw the import's records at version 0: the server has not stamped them yet.
    const bases = Object.fromEntries(lines.map((l) => [l.id, 0]));
    const { results } = await push(clientId, [
      {
        seq: 3,
        mutationId: uuidv7(),
        name: 'importStatement',
        args: { importId, accountId: account, transactions: lines },
        bases: {},
      },
      { seq: 4, mutationId: uuidv7(), name: 'undoImportStatement', args: { importId }, bases },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }, { status: 'applied' }]);
    expect(await liveImported(importId)).toEqual([]);
  });

  it('refuses the whole import when one line is invalid, writing none of them', async () => {
    const clientId = uuidv7();
    const { estate, account } = await estateWithAccount(clientId);
    const importId = uuidv7();
    const bad = line(estate, account, 500, 'B2');
    bad.fields.amount = 0;
    const { results } = await push(clientId, [
      {
        seq: 3,
        mutationId: uuidv7(),
        name: 'importStatement',
        args: { importId, accountId: account, transactions: [line(estate, account, 100, 'B1'), bad] },
        bases: {},
      },
    ]);
    expect(results).toMatchObject([{ status: 'rejected' }]);
    expect(await liveImported(importId)).toEqual([]);
  });

  it('refuses lines into an account of another firm, and an import with no lines', async () => {
    const other = await createAccount(t.db, t.tokens, 'statement-import-other');
    const clientId = uuidv7();
    const { estate, account } = await estateWithAccount(clientId);
    const importId = uuidv7();
    const theirs = await push(
      uuidv7(),
      [
        {
          seq: 1,
          mutationId: uuidv7(),
          name: 'importStatement',
          args: { importId, accountId: account, transactions: [line(estate, account, 100, 'X1')] },
          bases: {},
        },
      ],
      other.token,
    );
    expect(theirs.results).toMatchObject([{ status: 'rejected' }]);
    expect(await liveImported(importId)).toEqual([]);
    const empty = await push(clientId, [
      {
        seq: 3,
        mutationId: uuidv7(),
        name: 'importStatement',
        args: { importId, accountId: account, transactions: [] },
        bases: {},
      },
    ]);
    expect(empty.results).toMatchObject([{ status: 'rejected', reason: 'Invalid data' }]);
  });
});
