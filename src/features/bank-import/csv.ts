import Papa from 'papaparse';
import { foldText } from '../../domain/rules/text.ts';
import { dateOrderOf, parseAmount, parseDate } from './amounts.ts';
import type { CsvMapping } from './csv-layout.ts';
import { type Statement, StatementError, type StatementLine } from './statement.ts';

/** A CSV file's cells, and its header row when it has one. */
export interface CsvTable {
  rows: string[][];
  /** The index of the header row in `rows`, or -1 when the file has none. */
  headerRow: number;
}

/** A column as the mapping names it (`Date`, or `#3` in a file without headers), with a sample. */
export interface CsvColumn {
  ref: string;
  label: string;
  sample: string;
}

const blank = (row: readonly string[]) => row.every((c) => !c.trim());
const isDate = (cell: string) => parseDate(cell, 'dmy') !== null || parseDate(cell, 'mdy') !== null;
const isValue = (cell: string) => Boolean(cell.trim()) && (isDate(cell) || parseAmount(cell) !== null);

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * Parses with the delimiter that reads the file most cleanly: fewest quoting errors, then the
 * steadiest number of cells a row, then the most cells. Papaparse's own guess counts cells without
 * looking at its quoting errors, so a French file (`;`) whose first description holds a comma was
 * read as comma-separated, its quotes broken.
 */
function parseWithBestDelimiter(text: string): string[][] {
  let best: { data: string[][]; score: number[] } | null = null;
  for (const delimiter of DELIMITERS) {
    const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
    const counts = parsed.data.slice(0, 50).map((row) => row.length);
    const steadiness = counts.slice(1).reduce((sum, n, i) => sum + Math.abs(n - (counts[i] as number)), 0);
    const average = counts.reduce((sum, n) => sum + n, 0) / Math.max(counts.length, 1);
    const score = [parsed.errors.length, average > 1 ? 0 : 1, steadiness, -average];
    if (!best || lessThan(score, best.score)) best = { data: parsed.data, score };
  }
  return best?.data ?? [];
}

const lessThan = (a: number[], b: number[]) => {
  const i = a.findIndex((n, k) => n !== b[k]);
  return i >= 0 && (a[i] as number) < (b[i] as number);
};

/**
 * The cells of a CSV file (`,` from English exports, `;` from French ones, or a tab). A header row is the first of the first ten rows that has no date or
 * amount in it and is followed by one that has a date: some banks put the account's name and
 * number on lines before it.
 */
export function parseCsvTable(text: string): CsvTable {
  const rows = parseWithBestDelimiter(text.replace(/^\uFEFF/, '')).map((row) =>
    row.map((cell) => String(cell ?? '')),
  );
  while (rows.length && blank(rows.at(-1) as string[])) rows.pop();
  if (!rows.some((r) => !blank(r))) throw new StatementError('This file is empty.');
  let headerRow = -1;
  for (let i = 0; i < Math.min(rows.length - 1, 10); i++) {
    const row = rows[i] as string[];
    const next = rows[i + 1] as string[];
    const filled = row.filter((c) => c.trim());
    if (filled.length >= 2 && !row.some(isValue) && next.some(isDate)) {
      headerRow = i;
      break;
    }
  }
  return { rows, headerRow };
}

/** The columns a mapping can name, each with the first data row's value as a sample. */
export function csvColumns(table: CsvTable): CsvColumn[] {
  const header = table.headerRow >= 0 ? (table.rows[table.headerRow] as string[]) : null;
  const first = table.rows.slice(table.headerRow + 1).find((r) => !blank(r)) ?? [];
  const width = Math.max(header?.length ?? 0, ...table.rows.slice(0, 50).map((r) => r.length));
  return Array.from({ length: width }, (_, i) => {
    const name = header?.[i]?.trim();
    return { ref: name || `#${i + 1}`, label: name || `Column ${i + 1}`, sample: first[i]?.trim() ?? '' };
  });
}

/** The position of a mapped column, or a message naming the column that is missing. */
function columnIndex(table: CsvTable, ref: string, what: string): number {
  const position = /^#(\d+)$/.exec(ref);
  if (position) return Number(position[1]) - 1;
  const header = table.headerRow >= 0 ? (table.rows[table.headerRow] as string[]) : [];
  const at = header.findIndex((h) => foldText(h) === foldText(ref));
  if (at < 0)
    throw new StatementError(`This file has no “${ref}” column for the ${what}. Check the columns chosen.`);
  return at;
}

/** The statement a CSV file holds, read with the columns the person mapped. */
export function readCsvStatement(table: CsvTable, mapping: CsvMapping): Statement {
  const pick = (ref: string | null | undefined, what: string) => (ref ? columnIndex(table, ref, what) : -1);
  const dateAt = pick(mapping.date, 'date');
  const descriptionAt = pick(mapping.description, 'description');
  const amountAt = pick(mapping.amount, 'amount');
  const debitAt = pick(mapping.debit, 'money out');
  const creditAt = pick(mapping.credit, 'money in');
  const balanceAt = pick(mapping.balance, 'balance');
  if (amountAt < 0 && debitAt < 0 && creditAt < 0)
    throw new StatementError('Choose the amount column, or the money out and money in columns.');
  const data = table.rows.map((row, i) => ({ row, line: i + 1 })).slice(table.headerRow + 1);
  const dates = data.map(({ row }) => row[dateAt] ?? '');
  const order = dateOrderOf(dates) ?? mapping.dateOrder ?? null;
  const lines: StatementLine[] = [];
  let started = false;
  for (const { row, line } of data) {
    const rawDate = (row[dateAt] ?? '').trim();
    if (!rawDate) continue;
    const date = parseDate(rawDate, order ?? undefined);
    if (!date) {
      // Lines above the first dated one are the bank's heading (account name, period).
      if (!started && table.headerRow < 0 && !lines.length && !isValue(rawDate)) continue;
      if (!order && /^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(rawDate))
        throw new StatementError(
          `Line ${line}: the date “${rawDate}” could be day/month or month/day. Choose the date order.`,
        );
      throw new StatementError(`Line ${line}: the date “${rawDate}” cannot be read.`);
    }
    started = true;
    const cell = (at: number) => (at >= 0 ? (row[at] ?? '').trim() : '');
    const money = (at: number, what: string) => {
      const text = cell(at);
      if (!text) return null;
      const cents = parseAmount(text);
      if (cents === null) throw new StatementError(`Line ${line}: the ${what} “${text}” cannot be read.`);
      return cents;
    };
    let amount: number | null;
    if (amountAt >= 0) amount = money(amountAt, 'amount');
    else {
      const out = money(debitAt, 'money out');
      const into = money(creditAt, 'money in');
      amount = out || into ? Math.abs(into ?? 0) - Math.abs(out ?? 0) : null;
    }
    if (amount === null) throw new StatementError(`Line ${line}: there is no amount.`);
    const balance = money(balanceAt, 'balance');
    lines.push({
      line,
      date,
      amount,
      description: cell(descriptionAt),
      ...(balance !== null ? { balance } : {}),
    });
  }
  if (!lines.length)
    throw new StatementError('No transactions were found in this file with the columns chosen.');
  // Statements run oldest first or newest first; the closing balance is the newest line's.
  const newestFirst = (lines[0] as StatementLine).date > (lines.at(-1) as StatementLine).date;
  const last = newestFirst ? lines[0] : lines.at(-1);
  return {
    format: 'csv',
    lines,
    ...(last?.balance !== undefined ? { closingBalance: last.balance, closingDate: last.date } : {}),
  };
}
