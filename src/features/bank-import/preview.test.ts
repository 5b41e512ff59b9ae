import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../../domain/schemas/index.ts';
import { balanceCheck, buildPreview, choose, DEFAULT_RULES, matchesOf, transactionsOf } from './preview.ts';
import { type Statement, StatementError } from './statement.ts';

const account = '0190f000-0000-7000-8000-00000000000a';
const estate = '0190f000-0000-7000-8000-00000000000e';

const statement = (withIds: boolean): Statement => ({
  format: withIds ? 'ofx' : 'csv',
  closingBalance: 126370,
  lines: [
    {
      line: 1,
      date: '2025-01-03',
      amount: 250000,
      description: 'CPP DEATH BENEFIT',
      ...(withIds ? { fitid: 'F1' } : {}),
    },
    {
      line: 2,
      date: '2025-01-10',
      amount: -123456,
      description: 'Smith Funeral',
      checkNumber: '101',
      ...(withIds ? { fitid: 'F2' } : {}),
    },
    {
      line: 3,
      date: '2025-01-31',
      amount: 321,
      description: 'Intérêts payés',
      ...(withIds ? { fitid: 'F3' } : {}),
    },
    {
      line: 4,
      date: '2025-01-31',
      amount: -495,
      description: 'MONTHLY FEE',
      ...(withIds ? { fitid: 'F4' } : {}),
    },
  ],
});

/** The transactions an import of these rows would have written, as records on the device. */
const recordsOf = (rows: ReturnType<typeof transactionsOf>): TransactionRecord[] =>
  rows.map((r) => ({ ...r.fields, _id: r.id, version: 1 }) as unknown as TransactionRecord);

describe('the preview', () => {
  it('reads each line as a receipt or disbursement with a type and a suggested ledger', () => {
    const { rows } = buildPreview(statement(true), account, [], DEFAULT_RULES);
    expect(rows.map((r) => [r.kind, r.type, r.ledger, r.keep])).toEqual([
      ['receipt', 'bank_deposit', 'capital', true],
      ['disbursement', 'cheque', 'capital', true],
      ['receipt', 'interest', 'revenue', true],
      ['disbursement', 'fee', 'capital', true],
    ]);
  });

  it('follows edited rules: words of the person’s own make a line revenue', () => {
    const { rows } = buildPreview(statement(true), account, [], [{ words: 'cpp', ledger: 'revenue' }]);
    expect(rows.map((r) => r.ledger)).toEqual(['revenue', 'capital', 'capital', 'capital']);
  });

  it('checks the closing balance against the account’s balance after the kept lines', () => {
    const existing = recordsOf(
      transactionsOf(buildPreview({ ...statement(true), lines: [] }, account, [], []).rows, {
        estateId: estate,
        accountId: account,
      }),
    );
    const { balance } = buildPreview(statement(true), account, existing, DEFAULT_RULES);
    expect(balance).toEqual({ before: 0, after: 126370, closing: 126370, difference: 0 });
    const off = buildPreview({ ...statement(true), closingBalance: 126470 }, account, [], DEFAULT_RULES);
    expect(off.balance.difference).toBe(100);
  });

  it.each([true, false])('marks and leaves out every line already imported (bank ids: %s)', (withIds) => {
    const first = buildPreview(statement(withIds), account, [], DEFAULT_RULES);
    const written = recordsOf(transactionsOf(first.rows, { estateId: estate, accountId: account }));
    expect(written).toHaveLength(4);
    const again = buildPreview(statement(withIds), account, written, DEFAULT_RULES);
    expect(again.rows.map((r) => [r.duplicate, r.keep])).toEqual(
      Array(4).fill([withIds ? 'bank-id' : 'same-line', false]),
    );
    expect(transactionsOf(again.rows, { estateId: estate, accountId: account })).toEqual([]);
    // The same lines in another account are not duplicates of this one's.
    const elsewhere = buildPreview(
      statement(withIds),
      '0190f000-0000-7000-8000-00000000000b',
      written,
      DEFAULT_RULES,
    );
    expect(elsewhere.rows.every((r) => r.keep)).toBe(true);
  });

  it('marks a bank id given twice in one file', () => {
    const s = statement(true);
    s.lines.push({ ...(s.lines[0] as Statement['lines'][number]), line: 5 });
    expect(buildPreview(s, account, [], DEFAULT_RULES).rows.at(-1)?.duplicate).toBe('twice-in-file');
  });

  it('writes receipts into the account and disbursements out of it, amounts positive, ids kept', () => {
    const rows = buildPreview(statement(true), account, [], DEFAULT_RULES).rows;
    const [deposit, cheque] = transactionsOf(rows, { estateId: estate, accountId: account });
    expect(deposit?.fields).toMatchObject({
      kind: 'receipt',
      toAccount: account,
      amount: 250000,
      bankTransactionId: 'F1',
      estate,
    });
    expect(cheque?.fields).toMatchObject({
      kind: 'disbursement',
      fromAccount: account,
      amount: 123456,
      purpose: 'Cheque 101',
    });
  });

  it('refuses a statement longer than one import may write, before anything is written', () => {
    const line = statement(true).lines[0] as Statement['lines'][number];
    const long: Statement = {
      format: 'csv',
      lines: Array.from({ length: 20_001 }, (_, i) => ({ ...line, line: i + 1, fitid: `L${i}` })),
    };
    expect(() => buildPreview(long, account, [], DEFAULT_RULES)).toThrow(StatementError);
    expect(() => buildPreview(long, account, [], DEFAULT_RULES)).toThrow(
      /20,001 lines; one import takes at most 20,000/,
    );
    expect(
      buildPreview({ ...long, lines: long.lines.slice(0, 20_000) }, account, [], DEFAULT_RULES).rows,
    ).toHaveLength(20_000);
  });
});

describe('entries typed by hand', () => {
  // The RRSP typed by hand on the day it arrived, the bank's line of it imported the next day.
  const rrsp = (over: Partial<TransactionRecord> = {}): TransactionRecord =>
    ({
      _id: '0190f000-0000-7000-8000-0000000000f1',
      version: 1,
      estate,
      kind: 'receipt',
      type: 'eft',
      date: '2026-12-05',
      amount: 18_432_055,
      payee: 'RBC Dominion Securities',
      purpose: 'RRSP proceeds',
      ledger: 'capital',
      ...over,
    }) as TransactionRecord;
  const bankLine = (over: Partial<Statement['lines'][number]> = {}): Statement => ({
    format: 'ofx',
    lines: [
      {
        line: 1,
        date: '2026-12-05',
        amount: 18_432_055,
        description: 'RBC DS DEPOSIT',
        fitid: 'R1',
        ...over,
      },
    ],
  });

  it.each([
    ['in no account', rrsp()],
    ['in this account', rrsp({ toAccount: account })],
  ])('shows a line of the same date, amount and direction as a possible match, unticked (%s)', (_, typed) => {
    const [row] = buildPreview(bankLine(), account, [typed], DEFAULT_RULES).rows;
    expect(row?.match).toEqual({
      transactionId: typed._id,
      payee: 'RBC Dominion Securities',
      purpose: 'RRSP proceeds',
      noAccount: !typed.toAccount,
    });
    expect([row?.keep, row?.choice, row?.duplicate]).toEqual([false, 'undecided', null]);
    expect(
      transactionsOf(buildPreview(bankLine(), account, [typed], DEFAULT_RULES).rows, {
        estateId: estate,
        accountId: account,
      }),
    ).toEqual([]);
  });

  it('Match links the typed entry to the bank line and writes nothing new; Import anyway writes it', () => {
    const { rows } = buildPreview(bankLine(), account, [rrsp()], DEFAULT_RULES);
    const matched = rows.map((r) => choose(r, 'match'));
    expect(transactionsOf(matched, { estateId: estate, accountId: account })).toEqual([]);
    expect(matchesOf(matched)).toEqual([
      { transactionId: rrsp()._id, bankTransactionId: 'R1', setAccount: true },
    ]);
    // The typed entry of no account joins this one: the balance after the import counts it.
    expect(balanceCheck(bankLine(), [], account, matched).after).toBe(18_432_055);
    const both = rows.map((r) => choose(r, 'import'));
    expect(matchesOf(both)).toEqual([]);
    expect(transactionsOf(both, { estateId: estate, accountId: account })).toHaveLength(1);
  });

  it.each<[string, TransactionRecord]>([
    ['another day', rrsp({ date: '2026-12-06' })],
    ['another amount', rrsp({ amount: 18_432_056 })],
    ['the other direction', rrsp({ kind: 'disbursement', type: 'eft' })],
    ['another account', rrsp({ toAccount: '0190f000-0000-7000-8000-00000000000b' })],
    ['an entry an import wrote', rrsp({ importId: '0190f000-0000-7000-8000-0000000000c1' })],
    ['an entry already linked to a bank line', rrsp({ bankTransactionId: 'R0' })],
  ])('is no match for %s', (_, typed) => {
    const [row] = buildPreview(bankLine(), account, [typed], DEFAULT_RULES).rows;
    expect(row?.match).toBeUndefined();
    expect(row?.keep).toBe(true);
  });

  it('matches one typed entry to one line only, when the statement has two alike', () => {
    const two: Statement = {
      format: 'csv',
      lines: [
        { line: 1, date: '2026-12-05', amount: 18_432_055, description: 'DEPOSIT' },
        { line: 2, date: '2026-12-05', amount: 18_432_055, description: 'DEPOSIT 2' },
      ],
    };
    const rows = buildPreview(two, account, [rrsp()], DEFAULT_RULES).rows;
    expect(rows.map((r) => [Boolean(r.match), r.keep])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('knows a line without a bank id that an earlier import matched, and leaves it out', () => {
    const csv: Statement = { format: 'csv', lines: [{ ...bankLine().lines[0]!, fitid: undefined }] };
    const linked = rrsp({ toAccount: account, matchedImportId: '0190f000-0000-7000-8000-0000000000c2' });
    const [row] = buildPreview(csv, account, [linked], DEFAULT_RULES).rows;
    expect([row?.duplicate, row?.keep, row?.match]).toEqual(['matched-before', false, undefined]);
  });
});
