import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from './csv.ts';
import { readStatementText } from './read-file.ts';
import { StatementError } from './statement.ts';

/**
 * Statement files are whatever a person downloads or is sent (docs/behaviour.md#bank-statement-import):
 * whatever they hold, reading them ends with statements or with a StatementError that says why,
 * never with another error (a stack overflow, an argument list too long) and never a frozen tab.
 * Reading is linear in the file's length; these inputs, at sizes where the old quadratic reader
 * took a minute and then overflowed its stack, end within the test's timeout, which guards against
 * a hang rather than measuring speed (the bank import's speed is the benchmarks').
 */
const outcome = (text: string): 'read' | 'refused' => {
  try {
    const file = readStatementText(text);
    if (file.format === 'csv')
      readCsvStatement(file.table, { date: '#1', description: '#2', amount: '#3', dateOrder: 'ymd' });
    return 'read';
  } catch (error) {
    if (error instanceof StatementError) return 'refused';
    throw error;
  }
};

const HEAD = 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>';
/** Pieces an OFX file is made of, and the ways a hostile one misuses them. */
const piece = fc.constantFrom(
  '<STMTRS>',
  '</STMTRS>',
  '<BANKTRANLIST>',
  '</BANKTRANLIST>',
  '<STMTTRN>',
  '</STMTTRN>',
  '<TRNAMT>-12.00',
  '<DTPOSTED>20260105',
  '<NAME>Hydro &amp; Gas',
  '<MEMO>',
  '<A>',
  '</A>',
  '</OFX>',
  '<',
  '<A',
  '>',
  '&#x1F600;',
  '&#99999999;',
  '\n',
);

describe('a hostile statement file', () => {
  it('reads, or is refused with a reason, whatever its pieces (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), (pieces) => {
        expect(['read', 'refused']).toContain(outcome(HEAD + pieces.join('')));
      }),
      { numRuns: 400 },
    );
  });

  it('reads any text as CSV or refuses it with a reason (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), (text) => {
        expect(['read', 'refused']).toContain(outcome(text));
      }),
      { numRuns: 300 },
    );
  });

  it('is refused or read, without overflowing, at sizes that froze the old reader', {
    timeout: 60_000,
  }, () => {
    const n = 100_000;
    const crafted = {
      // 100,000 empty leaves nested, then one close that lifts them all (the stack overflow).
      deep: `${HEAD}<STMTRS>${'<A>'.repeat(n)}</STMTRS></OFX>`,
      // Closing tags for elements never opened, each once searched the whole stack.
      closers: `${HEAD}${'<A>'.repeat(n / 2)}${'</B>'.repeat(n / 2)}</OFX>`,
      // `<` never closed: each once rescanned the rest of the file.
      unclosed: `${HEAD}${'<A'.repeat(n)}`,
      // Wide: many children lifted through many levels.
      wide: `${HEAD}<STMTRS>${'<A>'.repeat(2000)}${'<B>x'.repeat(n / 2)}</STMTRS></OFX>`,
      // A million one-cell lines of CSV.
      lines: '1\n'.repeat(1_000_000),
    };
    for (const [name, text] of Object.entries(crafted))
      expect(['read', 'refused'], name).toContain(outcome(text));
  });

  it('still lifts empty leaves as before: their children and values go to the element closed', () => {
    const file = readStatementText(
      `${HEAD}<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>CAD<BANKACCTFROM><ACCTID>1234</BANKACCTFROM>` +
        '<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-12.00<MEMO><NAME>Hydro' +
        '</STMTTRN><STMTTRN><DTPOSTED>20260106<TRNAMT>5.00<NAME>Refund</STMTTRN></BANKTRANLIST>' +
        '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    );
    expect(file.format).toBe('ofx');
    if (file.format !== 'ofx') return;
    expect(file.statements[0]?.lines.map((l) => [l.date, l.amount, l.description])).toEqual([
      ['2026-01-05', -1200, 'Hydro'],
      ['2026-01-06', 500, 'Refund'],
    ]);
  });
});
