import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from './csv.ts';
import { readStatementText } from './read-file.ts';
import type { Statement, StatementLine } from './statement.ts';
import { writeCsv, writeOfx } from './write-statement.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Words as banks print them: accents, symbols OFX and CSV must escape, no line breaks. */
const words = fc
  .string({
    unit: fc.constantFrom(...'abcXYZ éèàçÉ0123456789&<>;,"\'#/$%-()*'.split('')),
    minLength: 1,
    maxLength: 40,
  })
  .map((s) => s.replace(/\s+/g, ' ').trim())
  .filter((s) => s.length > 0);
const amount = fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((n) => n !== 0);
const line = fc.record({
  date: day,
  amount,
  description: words,
  fitid: fc.option(fc.stringMatching(/^[A-Z0-9-]{1,20}$/), { nil: undefined }),
});

const statement = fc.array(line, { minLength: 1, maxLength: 30 }).map(
  (lines): Statement => ({
    format: 'ofx',
    accountNumber: '5012345',
    currency: 'CAD',
    closingBalance: lines.reduce((s, l) => s + l.amount, 0),
    closingDate: lines
      .map((l) => l.date)
      .sort()
      .at(-1) as string,
    lines: lines.map((l, i): StatementLine => ({ line: i + 1, ...l })),
  }),
);

const essentials = (s: Statement) =>
  s.lines.map((l) => ({ date: l.date, amount: l.amount, description: l.description }));

describe('any statement round-trips through the parser', () => {
  it('OFX 1.x (SGML) and 2.x (XML)', () => {
    fc.assert(
      fc.property(statement, fc.constantFrom(1 as const, 2 as const), (s, version) => {
        const file = readStatementText(writeOfx(s, version));
        if (file.format !== 'ofx') return false;
        const [read] = file.statements;
        expect(essentials(read as Statement)).toEqual(essentials(s));
        expect(read?.lines.map((l) => l.fitid)).toEqual(s.lines.map((l) => l.fitid));
        expect(read).toMatchObject({
          accountNumber: '5012345',
          closingBalance: s.closingBalance,
          closingDate: s.closingDate,
        });
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('CSV in English and French, signed or in two columns, with or without a header or a BOM', () => {
    const style = fc.record({
      french: fc.boolean(),
      debitCredit: fc.boolean(),
      header: fc.boolean(),
      bom: fc.boolean(),
      dateOrder: fc.constantFrom('ymd' as const, 'dmy' as const, 'mdy' as const),
    });
    fc.assert(
      fc.property(statement, style, (s, st) => {
        const { text, mapping } = writeCsv(s, st);
        const file = readStatementText(text.replace(/^\uFEFF/, st.bom ? '\uFEFF' : ''));
        if (file.format !== 'csv') return false;
        const read = readCsvStatement(file.table, mapping);
        expect(essentials(read)).toEqual(essentials(s));
        const running = s.lines.map((_, i) => s.lines.slice(0, i + 1).reduce((t, l) => t + l.amount, 0));
        expect(read.lines.map((l) => l.balance)).toEqual(running);
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('a French file whose first description holds a comma is still read with semicolons', () => {
    const s: Statement = {
      format: 'ofx',
      accountNumber: '5012345',
      currency: 'CAD',
      closingBalance: 2,
      closingDate: '2000-01-01',
      lines: [
        { line: 1, date: '2000-01-01', amount: 1, description: ',a' },
        { line: 2, date: '2000-01-01', amount: 1, description: 'a' },
      ],
    };
    const { text, mapping } = writeCsv(s, {
      french: true,
      debitCredit: true,
      header: false,
      bom: false,
      dateOrder: 'ymd',
    });
    const file = readStatementText(text);
    if (file.format !== 'csv') throw new Error('read as OFX');
    expect(essentials(readCsvStatement(file.table, mapping))).toEqual(essentials(s));
  });
});
