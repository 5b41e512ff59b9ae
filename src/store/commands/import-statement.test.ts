import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { importStatement as importMutator } from '../../domain/mutators/index.ts';
import { newAccountDraft } from '../../domain/rules/account-draft.ts';
import type { LocalDb } from '../db.ts';
import { PermissionError } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { ValidationError } from '../validation.ts';
import { createEstateWithAccount } from './create-account.ts';
import { importStatement, undoImportStatement } from './import-statement.ts';

let db: LocalDb;
let ids: { estate: string; account: string };

beforeEach(async () => {
  db = await signedInDb(
    'import-statement',
    { indexedDB, IDBKeyRange },
    { organization: { _id: uuidv7(), name: 'Firm' } },
  );
  const { estate, account } = await createEstateWithAccount(db, {
    ...newAccountDraft(new Date(2025, 0, 1)),
    estateName: 'Estate of Import',
    nickname: 'Chequing',
  });
  ids = { estate: estate._id, account: account._id };
  await db.outbox.clear();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const line = (amount: number, fitid: string) => ({
  id: uuidv7(),
  fields: {
    estate: ids.estate,
    kind: amount > 0 ? 'receipt' : 'disbursement',
    type: amount > 0 ? 'bank_deposit' : 'other',
    date: '2025-01-31',
    amount: Math.abs(amount),
    ...(amount > 0 ? { toAccount: ids.account } : { fromAccount: ids.account }),
    payee: `Line ${fitid}`,
    bankTransactionId: fitid,
  },
});

describe('importStatement on the device', () => {
  it('writes the lines and the account settings as one outbox row, and undoes them as one', async () => {
    const importId = uuidv7();
    const lines = [line(2500, 'F1'), line(-1234, 'F2')];
    const settings = { accountNumber: '5012345' };
    expect(
      await importStatement(db, { importId, accountId: ids.account, transactions: lines, settings }),
    ).toBe(2);
    const written = await db.transactions.toArray();
    expect(written.map((t) => [t.bankTransactionId, t.importId, t.amount]).sort()).toEqual([
      ['F1', importId, 2500],
      ['F2', importId, 1234],
    ]);
    expect((await db.accounts.get(ids.account))?.statementImport).toEqual(settings);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mutator?.name).toBe('importStatement');
    expect(rows[0]?.touches).toHaveLength(3);

    expect(await undoImportStatement(db, importId)).toBe(2);
    expect(await db.transactions.count()).toBe(0);
    expect((await db.outbox.toArray()).map((r) => r.mutator?.name)).toEqual([
      'importStatement',
      'undoImportStatement',
    ]);
  });

  it('writes nothing when one line is refused', async () => {
    const bad = line(500, 'B');
    bad.fields.type = 'interest-ish';
    await expect(
      importStatement(db, {
        importId: uuidv7(),
        accountId: ids.account,
        transactions: [line(100, 'A'), bad],
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves transactions of other imports and typed by hand when undoing one import', async () => {
    const first = uuidv7();
    const second = uuidv7();
    await importStatement(db, { importId: first, accountId: ids.account, transactions: [line(100, 'A')] });
    await importStatement(db, { importId: second, accountId: ids.account, transactions: [line(200, 'B')] });
    await undoImportStatement(db, first);
    expect((await db.transactions.toArray()).map((t) => t.bankTransactionId)).toEqual(['B']);
  });

  it('links a line matched to an entry typed by hand instead of writing it, and undo keeps that entry', async () => {
    // The RRSP typed by hand with no account; the bank's line of the same day and amount matched to it.
    const typed = uuidv7();
    await db.transactions.add({
      _id: typed,
      organization: 'o',
      version: 0,
      estate: ids.estate,
      kind: 'receipt',
      type: 'eft',
      date: '2025-01-31',
      amount: 18_432_055,
      payee: 'RBC Dominion Securities',
      purpose: 'RRSP proceeds',
      ledger: 'capital',
    } as never);
    const importId = uuidv7();
    const count = await importStatement(db, {
      importId,
      accountId: ids.account,
      transactions: [line(-1234, 'F2')],
      matches: [{ transactionId: typed, bankTransactionId: 'F1', setAccount: true }],
    });
    expect(count).toBe(1);
    expect(await db.transactions.count()).toBe(2);
    expect(await db.transactions.get(typed)).toMatchObject({
      amount: 18_432_055,
      payee: 'RBC Dominion Securities',
      toAccount: ids.account,
      bankTransactionId: 'F1',
      matchedImportId: importId,
    });
    expect(await db.outbox.count()).toBe(1);

    expect(await undoImportStatement(db, importId)).toBe(1);
    const kept = await db.transactions.get(typed);
    expect(kept).toMatchObject({ amount: 18_432_055, toAccount: ids.account, bankTransactionId: '' });
    expect(kept?.matchedImportId ?? null).toBeNull();
    expect(await db.transactions.count()).toBe(1);
  });

  it('takes an import of matched lines alone, and refuses one with neither a line nor a match', () => {
    const base = { importId: uuidv7(), accountId: ids.account, transactions: [] };
    const match = { transactionId: uuidv7(), setAccount: false };
    expect(v.safeParse(importMutator.args, { ...base, matches: [match] }).success).toBe(true);
    const empty = v.safeParse(importMutator.args, { ...base, matches: [] });
    expect(empty.success).toBe(false);
    expect(empty.issues?.[0]?.message).toBe('The import has no lines to add');
  });

  it('tells its progress slice by slice, and writes a long statement whole', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => line(i + 1, `L${i}`));
    const seen: [number, number][] = [];
    const count = await importStatement(
      db,
      { importId: uuidv7(), accountId: ids.account, transactions: lines },
      (done, total) => seen.push([done, total]),
    );
    expect(count).toBe(1200);
    expect(seen).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
    expect(await db.transactions.count()).toBe(1200);
    const [row] = await db.outbox.toArray();
    expect(row?.mutator?.name).toBe('importStatement');
    expect(row?.writes).toHaveLength(1200);
  });

  it('changes a line whose id is already here instead of failing, as put does', async () => {
    const first = line(100, 'A');
    await importStatement(db, { importId: uuidv7(), accountId: ids.account, transactions: [first] });
    const again = { id: first.id, fields: { ...first.fields, payee: 'Renamed' } };
    const importId = uuidv7();
    await importStatement(db, { importId, accountId: ids.account, transactions: [again, line(200, 'B')] });
    expect(await db.transactions.get(first.id)).toMatchObject({ payee: 'Renamed', importId });
    expect(await db.transactions.count()).toBe(2);
  });

  it('is refused whole, with its reason, to a role that may not add transactions', async () => {
    const session = await db.session.get('current');
    await db.session.put({ ...session!, user: { ...session!.user, role: 'Beneficiary' } });
    await expect(
      importStatement(db, {
        importId: uuidv7(),
        accountId: ids.account,
        transactions: [line(100, 'A'), line(200, 'B')],
      }),
    ).rejects.toBeInstanceOf(PermissionError);
    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
