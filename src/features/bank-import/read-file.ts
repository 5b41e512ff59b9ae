import { type CsvTable, parseCsvTable } from './csv.ts';
import { looksLikeOfx, parseOfx } from './ofx.ts';
import { type Statement, StatementError } from './statement.ts';

/** The most a statement file may weigh: ten times a busy year of daily lines. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type ReadFile = { format: 'ofx'; statements: Statement[] } | { format: 'csv'; table: CsvTable };

/**
 * The text of a statement file: UTF-8 (a BOM dropped), else Windows-1252, which is what OFX 1.x
 * files that say `CHARSET:1252` and older spreadsheet exports hold.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes.length > MAX_FILE_BYTES)
    throw new StatementError('This file is larger than 20 MB: split the statement.');
  if (!bytes.length) throw new StatementError('This file is empty.');
  const head = bytes.subarray(0, 4096);
  if (head.includes(0) || String.fromCharCode(...head.subarray(0, 5)) === '%PDF-')
    throw new StatementError(
      'This is not a statement the app can read: choose an OFX, QFX or CSV file from your bank’s website.',
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** An OFX/QFX file's statements, or a CSV file's cells, whatever the file's name says. */
export function readStatementText(text: string): ReadFile {
  if (looksLikeOfx(text)) return { format: 'ofx', statements: parseOfx(text) };
  if (/^\s*</.test(text))
    throw new StatementError(
      'This file is not an OFX, QFX or CSV statement (it looks like a web page or XML).',
    );
  const table = parseCsvTable(text);
  // Not Math.max(...rows): a file of a million one-cell lines overflows the call's arguments.
  if (!table.rows.some((r) => r.length >= 2))
    throw new StatementError('This file is not a CSV statement: its lines have no columns.');
  return { format: 'csv', table };
}

const digits = (s: string) => s.replace(/[^0-9]/g, '');

/**
 * Is the file's account number this account's? Banks write it with or without the transit and
 * institution, with dashes or spaces, or masked to its last digits (`XXXX1234`), so the numbers
 * agree when the shorter one's digits end the longer one's.
 */
export function sameAccountNumber(known: string, inFile: string): boolean {
  const [a, b] = [digits(known), digits(inFile)];
  if (!a || !b) return known.trim().toLowerCase() === inFile.trim().toLowerCase();
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return a === b || (short.length >= 4 && long.endsWith(short));
}

/** The one statement of the file for this account, or a message saying why there is none. */
export function statementFor(statements: readonly Statement[], knownNumber: string | undefined): Statement {
  if (knownNumber) {
    const match = statements.find((s) => !s.accountNumber || sameAccountNumber(knownNumber, s.accountNumber));
    if (match) return match;
    const numbers = statements.map((s) => s.accountNumber).join(', ');
    throw new StatementError(
      `This file is for account ${numbers}, not this account (${knownNumber}). Nothing was imported.`,
    );
  }
  if (statements.length > 1)
    throw new StatementError(
      `This file holds ${statements.length} accounts (${statements.map((s) => s.accountNumber).join(', ')}). Download one account's statement.`,
    );
  return statements[0] as Statement;
}
