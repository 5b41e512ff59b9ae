import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAmount, parseDate } from './amounts.ts';
import { csvColumns, readCsvStatement } from './csv.ts';
import { guessMapping, KNOWN_LAYOUTS } from './csv-layout.ts';
import {
  decodeStatement,
  type ReadFile,
  readStatementText,
  sameAccountNumber,
  statementFor,
} from './read-file.ts';
import { type Statement, StatementError } from './statement.ts';

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`./samples/${name}`, import.meta.url)));
const read = (name: string): ReadFile => readStatementText(decodeStatement(sample(name)));
const csv = (name: string, mapping = KNOWN_LAYOUTS.td as NonNullable<(typeof KNOWN_LAYOUTS)['td']>) => {
  const file = read(name);
  if (file.format !== 'csv') throw new Error(`${name} read as ${file.format}`);
  return readCsvStatement(file.table, mapping);
};
const ofx = (name: string, accountNumber?: string): Statement => {
  const file = read(name);
  if (file.format !== 'ofx') throw new Error(`${name} read as ${file.format}`);
  return statementFor(file.statements, accountNumber);
};
const brief = (s: Statement) => s.lines.map((l) => [l.date, l.amount, l.description]);

/** The same January as four banks write it. */
const JANUARY = [
  ['2025-01-03', 250000],
  ['2025-01-10', -123456],
  ['2025-01-31', 321],
  ['2025-01-31', -495],
];

describe('amounts as Canadian banks write them', () => {
  it.each([
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1 234,56', 123456],
    ['1\u00a0234,56 $', 123456],
    ['1\u202f234,56\u00a0$', 123456],
    ['-1 234,56 $', -123456],
    ['$1,234.56', 123456],
    ['(1,000.00)', -100000],
    ['45.00-', -4500],
    ['+3.21', 321],
    ['2500', 250000],
    ['3,21', 321],
    ['1,234', 123400],
    ['1.234.567,89', 123456789],
    ['12.3400', 1234],
    ['CAD 10.5', 1050],
    ['−7.00', -700],
    ['12.00 CR', 1200],
    ['12.00 DR', -1200],
    ['1 234,56 dr', -123456],
  ])('%s is %d cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '1.2.3,4,5', '--5', '$', 'CR', '12.00 DR-'])(
    '%j is not an amount',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});

describe('dates as Canadian banks write them', () => {
  it.each([
    ['20250131', undefined, '2025-01-31'],
    ['20250131120000[-5:EST]', undefined, '2025-01-31'],
    ['20250131083000.000[-5:EST]', undefined, '2025-01-31'],
    ['2025-01-31', undefined, '2025-01-31'],
    ['2025/1/5', undefined, '2025-01-05'],
    ['31/01/2025', undefined, '2025-01-31'],
    ['01/31/2025', undefined, '2025-01-31'],
    ['03/01/2025', 'dmy', '2025-01-03'],
    ['03/01/2025', 'mdy', '2025-03-01'],
    ['3/1/25', 'mdy', '2025-03-01'],
    ['31 janv. 2025', undefined, '2025-01-31'],
    ['1er mars 2025', undefined, '2025-03-01'],
    ['15 février 2025', undefined, '2025-02-15'],
    ['15 août 2025', undefined, '2025-08-15'],
    ['Jan 31, 2025', undefined, '2025-01-31'],
    ['31-Dec-2024', undefined, '2024-12-31'],
  ] as const)('%s (%s) is %s', (text, order, iso) => {
    expect(parseDate(text, order)).toBe(iso);
  });

  it.each(['2025-02-30', '2025-13-01', '03/01/2025', '32/01/2025', 'yesterday', '20251340', ''])(
    '%j is not read as a date (no order given)',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );
});

describe('OFX and QFX files', () => {
  it('reads SGML OFX 1.x: leaves without closing tags, an empty MEMO, entities, the account and balance', () => {
    const s = ofx('td-sgml.ofx');
    expect(s.lines.map((l) => [l.date, l.amount])).toEqual(JANUARY);
    expect(s).toMatchObject({
      format: 'ofx',
      accountNumber: '5012345',
      currency: 'CAD',
      closingBalance: 126370,
    });
    expect(s.closingDate).toBe('2025-01-31');
    expect(s.lines[0]).toMatchObject({
      fitid: '90000001',
      description: 'CPP DEATH BENEFIT',
      bankType: 'CREDIT',
    });
    expect(s.lines[0]?.memo).toBeUndefined();
    expect(s.lines[1]).toMatchObject({
      description: 'SMITH & SONS FUNERAL',
      memo: 'Funeral & reception',
      checkNumber: '101',
      bankType: 'CHECK',
    });
    expect(s.lines[2]?.bankType).toBe('INT');
  });

  it('reads XML OFX 2.x (QFX): closing tags, a PAYEE aggregate, escaped < and >', () => {
    const s = ofx('rbc-xml.qfx');
    expect(brief(s)).toEqual([
      ['2025-02-14', 15000, 'Dividende BCE Inc.'],
      ['2025-02-20', -8950, 'Hydro One <paiement>'],
    ]);
    expect(s.lines[1]?.memo).toBe('Facture finale/final bill');
    expect(s).toMatchObject({ accountNumber: '00002-1234567', closingBalance: 6050 });
  });

  it('refuses a file for another account number, and takes one whose number is masked or longer', () => {
    expect(() => ofx('other-account.ofx', '5012345')).toThrow(/for account 9999999, not this account/);
    expect(ofx('td-sgml.ofx', '5012345').lines).toHaveLength(4);
    expect(sameAccountNumber('XXXX2345', '5012345')).toBe(true);
    expect(sameAccountNumber('00412-5012345', '5012345')).toBe(true);
    expect(sameAccountNumber('5012345', '5012346')).toBe(false);
    expect(sameAccountNumber('345', '5012345')).toBe(false);
  });

  it('reads a file holding two accounts for the known one, and asks for one when none is known', () => {
    const text = decodeStatement(sample('td-sgml.ofx'));
    const other = decodeStatement(sample('other-account.ofx'));
    const both = text.replace(
      '</BANKMSGSRSV1>',
      `${other.slice(other.indexOf('<STMTTRNRS>'), other.indexOf('</BANKMSGSRSV1>'))}</BANKMSGSRSV1>`,
    );
    const file = readStatementText(both);
    if (file.format !== 'ofx') throw new Error('not OFX');
    expect(file.statements.map((s) => s.accountNumber)).toEqual(['5012345', '9999999']);
    expect(statementFor(file.statements, '9999999').accountNumber).toBe('9999999');
    expect(() => statementFor(file.statements, undefined)).toThrow(/holds 2 accounts/);
  });

  it('names the transaction whose date or amount cannot be read', () => {
    const text = decodeStatement(sample('td-sgml.ofx'));
    expect(() => readStatementText(text.replace('<DTPOSTED>20250110', '<DTPOSTED>2025-1X-10'))).toThrow(
      'Transaction 2: the date “2025-1X-10” cannot be read.',
    );
    expect(() => readStatementText(text.replace('<TRNAMT>3.21', '<TRNAMT>three'))).toThrow(
      'Transaction 3: the amount “three” cannot be read.',
    );
    expect(() =>
      readStatementText('OFXHEADER:100\nDATA:OFXSGML\n<OFX>\n<SIGNONMSGSRSV1>\n</SIGNONMSGSRSV1>\n</OFX>'),
    ).toThrow('holds no bank or credit card statement');
  });
});

describe('CSV files of several banks', () => {
  it('TD: no header, month/day/year, money out and money in columns, a balance', () => {
    const s = csv('td.csv', KNOWN_LAYOUTS.td);
    expect(s.lines.map((l) => [l.date, l.amount])).toEqual(JANUARY);
    expect(s).toMatchObject({ format: 'csv', closingBalance: 126370, closingDate: '2025-01-31' });
  });

  it('National Bank in French: a BOM, semicolons, day/month/year, 1 234,56 and 1 234,56 $', () => {
    const file = read('national-bank-fr.csv');
    if (file.format !== 'csv') throw new Error('not CSV');
    expect(csvColumns(file.table).map((c) => c.ref)).toEqual([
      'Date',
      'Description',
      'Retrait',
      'Dépôt',
      'Solde',
    ]);
    const s = readCsvStatement(file.table, KNOWN_LAYOUTS['national-bank'] as never);
    expect(s.lines.map((l) => l.amount)).toEqual(JANUARY.map(([, a]) => a));
    expect(s.lines.map((l) => l.date)).toEqual(['2025-01-03', '2025-01-15', '2025-01-31', '2025-01-31']);
    expect(s.lines[0]?.description).toBe('Prestation de décès RPC');
    expect(s.closingBalance).toBe(126370);
  });

  it('RBC: a header, signed amounts and an amount in parentheses', () => {
    const s = csv('rbc.csv', KNOWN_LAYOUTS.rbc);
    expect(brief(s)).toEqual([
      ['2025-02-14', 15000, 'DIVIDEND BCE INC'],
      ['2025-02-20', -8950, 'HYDRO ONE'],
      ['2025-02-21', -100000, 'CHEQUE 102'],
    ]);
    expect(s.closingBalance).toBeUndefined();
  });

  it('CIBC: ISO dates, newest first, debit and credit columns', () => {
    const s = csv('cibc.csv', KNOWN_LAYOUTS.cibc);
    expect(s.lines.map((l) => [l.date, l.amount])).toEqual([
      ['2025-01-31', -495],
      ['2025-01-31', 321],
      ['2025-01-10', -123456],
      ['2025-01-03', 250000],
    ]);
    expect(s.lines[2]?.description).toBe('CHEQUE 101');
  });

  it('Tangerine: a line before the header, a trailing minus, dates told apart by the file', () => {
    const file = read('tangerine.csv');
    if (file.format !== 'csv') throw new Error('not CSV');
    expect(file.table.headerRow).toBe(1);
    expect(guessMapping(csvColumns(file.table).map((c) => c.ref))).toMatchObject({
      date: 'Date',
      amount: 'Amount',
    });
    const s = readCsvStatement(file.table, KNOWN_LAYOUTS.tangerine as never);
    expect(brief(s)).toEqual([
      ['2025-01-03', 250000, 'CPP Death Benefit'],
      ['2025-01-31', 321, 'Interest Paid'],
      ['2025-02-01', -4500, 'Bell Canada'],
    ]);
  });

  it('guesses a French layout from its headers', () => {
    expect(guessMapping(['Date', 'Description', 'Retrait', 'Dépôt', 'Solde'])).toEqual({
      date: 'Date',
      description: 'Description',
      debit: 'Retrait',
      credit: 'Dépôt',
      balance: 'Solde',
    });
  });
});

describe('bad files: a clear message', () => {
  it('a date that cannot be read names its line', () => {
    expect(() => csv('bad-date.csv', { date: 'Date', description: 'Description', amount: 'Amount' })).toThrow(
      'Line 3: the date “2025-13-45” cannot be read.',
    );
  });

  it('dates that could be either order ask for the order, and read once it is given', () => {
    const mapping = { date: 'Date', description: 'Description', amount: 'Amount' };
    expect(() => csv('ambiguous-dates.csv', mapping)).toThrow(/could be day\/month or month\/day/);
    expect(csv('ambiguous-dates.csv', { ...mapping, dateOrder: 'dmy' }).lines.map((l) => l.date)).toEqual([
      '2025-04-03',
      '2025-06-05',
    ]);
  });

  it('a PDF, an empty file, a web page, a file with one column, a column that is not there', () => {
    expect(() => decodeStatement(sample('statement.pdf'))).toThrow(/not a statement the app can read/);
    expect(() => decodeStatement(new Uint8Array())).toThrow('This file is empty.');
    expect(() => readStatementText('<html><body>Sign in</body></html>')).toThrow(/looks like a web page/);
    expect(() => readStatementText('just\nwords\n')).toThrow(/its lines have no columns/);
    expect(() => csv('td.csv', { date: 'Posted', amount: 'Amount' })).toThrow(
      'This file has no “Posted” column for the date',
    );
    expect(() => csv('td.csv', { date: '#1', description: '#2' })).toThrow(/Choose the amount column/);
  });

  it('every message is a StatementError, so the screen shows it as it is', () => {
    expect(() => decodeStatement(new Uint8Array())).toThrow(StatementError);
  });

  it('reads a Windows-1252 file', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Date,Description,Amount\n2025-01-03,D'),
      0xe9,
      ...new TextEncoder().encode('p\xf4t,1.00\n').filter((b) => b < 0x80),
    ]);
    expect(decodeStatement(bytes)).toContain('Dép');
  });
});
