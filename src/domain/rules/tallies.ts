/**
 * Running totals the local store keeps beside the records they sum, so a screen reads a handful of
 * figures instead of every record (docs/architecture.md#performance-budgets): the dashboard's
 * monthly transaction totals and asset classes, and each estate's receipts and disbursements.
 *
 * A tally is a row of named numbers. Each record adds its contribution to one or more rows; the
 * store adds a record's contribution when it is written and takes it away when it is replaced or
 * deleted, in the same transaction. The same functions compute the figures from whole tables
 * (the dashboard's and the estate page's rules), so the kept totals and a full recount agree by
 * construction, and a property test checks that they do after any sequence of writes.
 */

/** One tally row: named numbers, no zeros (a field at zero is removed, a row with none is deleted). */
export type TallyValues = Record<string, number>;
/** A record's share of one tally row's field. */
export type TallyContribution = readonly [row: string, field: string, amount: number];

type Fields = Record<string, unknown>;

/** Row ids start with the table they sum, so clearing a table clears its tallies. */
export const TRANSACTION_MONTHS = 'transactions:months';
export const ASSET_CLASSES = 'assets:classes';
export const estateTransactionsRow = (estateId: string) => `transactions:estate:${estateId}`;

const cents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const isLive = (record: Fields) => record.deletedAt == null;

/** The calendar month 'YYYY-MM' of an ISO date, or null when the date is not one. */
export function monthOf(date: unknown): string | null {
  const m = typeof date === 'string' ? /^(\d{4})-(\d{2})/.exec(date) : null;
  return m ? `${m[1]}-${m[2]}` : null;
}

/**
 * A transaction's shares: its amount in its month (live ones, for the dashboard's line chart) and
 * in its estate's receipts or disbursements (every row the estate page lists, as its totals sum).
 */
function transactionShares(t: Fields): TallyContribution[] {
  const out: TallyContribution[] = [];
  const amount = cents(t.amount);
  if (amount === undefined) return out;
  const month = monthOf(t.date);
  if (month && isLive(t)) out.push([TRANSACTION_MONTHS, month, amount]);
  if (typeof t.estate === 'string' && (t.kind === 'receipt' || t.kind === 'disbursement')) {
    out.push([estateTransactionsRow(t.estate), t.kind === 'receipt' ? 'receipts' : 'disbursements', amount]);
  }
  return out;
}

/** A live asset counts once in its class, for the dashboard's asset distribution. */
function assetShares(a: Fields): TallyContribution[] {
  return isLive(a) ? [[ASSET_CLASSES, String(a.assetClass), 1]] : [];
}

/** The tables whose records are tallied, and each record's shares. */
export const TALLIED_TABLES: Readonly<Record<string, (record: Fields) => TallyContribution[]>> = {
  transactions: transactionShares,
  assets: assetShares,
};

/** Adds `sign` times each contribution into `rows` (row id to values), dropping fields that reach zero. */
export function addShares(
  rows: Map<string, TallyValues>,
  shares: Iterable<TallyContribution>,
  sign: 1 | -1,
): void {
  for (const [row, field, amount] of shares) {
    const values = rows.get(row) ?? {};
    const next = (values[field] ?? 0) + sign * amount;
    if (next === 0) delete values[field];
    else values[field] = next;
    rows.set(row, values);
  }
}

/** Every tally of some tables' records, counted from scratch (the recount the kept ones must equal). */
export function recountTallies(tables: Partial<Record<string, readonly Fields[]>>): Map<string, TallyValues> {
  const rows = new Map<string, TallyValues>();
  for (const [table, records] of Object.entries(tables)) {
    const shares = TALLIED_TABLES[table];
    if (!shares || !records) continue;
    for (const record of records) addShares(rows, shares(record), 1);
  }
  for (const [id, values] of rows) if (Object.keys(values).length === 0) rows.delete(id);
  return rows;
}
