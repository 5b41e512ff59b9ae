import { uuidv7 } from '../../domain/ids.ts';
import { MAX_IMPORT_ROWS } from '../../domain/mutators/index.ts';
import { foldText } from '../../domain/rules/text.ts';
import type { Ledger, StatementImportSettings, TransactionRecord } from '../../domain/schemas/index.ts';
import { type Statement, StatementError, type StatementLine } from './statement.ts';

export type LedgerRule = NonNullable<StatementImportSettings['rules']>[number];

/** Income of the estate is revenue (interest, dividends); everything else moves capital. */
export const DEFAULT_RULES: readonly LedgerRule[] = [
  { words: 'interest', ledger: 'revenue' },
  { words: 'intérêt', ledger: 'revenue' },
  { words: 'dividend', ledger: 'revenue' },
];

/** Why a line is taken for one the account already has. */
export type Duplicate = 'bank-id' | 'same-line' | 'twice-in-file' | 'matched-before';

/**
 * An entry typed by hand with the line's date, amount and direction, in this account or in none:
 * most likely the same money, which the person links to the line ("Match") or imports anyway.
 */
export interface PossibleMatch {
  transactionId: string;
  payee: string;
  purpose: string;
  /** Whether the typed entry names no account (a match then puts it in this one). */
  noAccount: boolean;
}

/** What becomes of a line with a possible match: undecided (left out), linked to it, or imported as well. */
export type MatchChoice = 'undecided' | 'match' | 'import';

export interface PreviewRow {
  line: StatementLine;
  kind: 'receipt' | 'disbursement';
  type: string;
  ledger: Ledger;
  /** What the rules suggested, so the screen can show a changed row. */
  suggested: Ledger;
  duplicate: Duplicate | null;
  /** An entry typed by hand this line may be (docs/behaviour.md#bank-statement-import). */
  match?: PossibleMatch;
  /** With `match`: undecided until the person chooses; "match" links the typed entry, writing nothing new. */
  choice?: MatchChoice;
  /** Written on import as a new transaction; duplicates and possible matches start unticked. */
  keep: boolean;
}

export interface BalanceCheck {
  /** The account's running balance now, from its transactions on this device. */
  before: number;
  /** The same after the kept lines are added. */
  after: number;
  /** What the statement says it closes at, and the gap to `after` (0 when they agree). */
  closing: number | null;
  difference: number | null;
}

export interface Preview {
  rows: PreviewRow[];
  balance: BalanceCheck;
}

/** The payee as stored: the bank's words, at most 200 characters. */
export const payeeOf = (line: StatementLine): string => line.description.trim().slice(0, 200);

/** The matching rule without a bank id: same day, same signed amount, same words (case, accents, spaces aside). */
export const lineKey = (date: string, signedAmount: number, description: string): string =>
  `${date}|${signedAmount}|${foldText(description)}`;

/** The amount an existing transaction moves into (+) or out of (−) this account. */
function signedFor(t: TransactionRecord, accountId: string): number {
  const amount = Number(t.amount) || 0;
  return (t.toAccount === accountId ? amount : 0) - (t.fromAccount === accountId ? amount : 0);
}

/** Typed by hand: written neither by an import nor linked to a bank line. */
const typedByHand = (t: TransactionRecord): boolean => !t.importId && !t.bankTransactionId;

/** The same money as the line: same day and amount, into or out of this account, or of no account. */
function sameMoney(t: TransactionRecord, line: StatementLine, accountId: string): boolean {
  if (t.deletedAt || String(t.date) !== line.date || Number(t.amount) !== Math.abs(line.amount)) return false;
  const into = line.amount > 0;
  if (t.kind === 'receipt') return into && (!t.toAccount || t.toAccount === accountId);
  if (t.kind === 'disbursement') return !into && (!t.fromAccount || t.fromAccount === accountId);
  return into ? t.toAccount === accountId : t.fromAccount === accountId;
}

/** The first rule whose words the line's description or memo holds; then the bank's own type. */
export function suggestLedger(line: StatementLine, rules: readonly LedgerRule[]): Ledger {
  const text = foldText(`${line.description} ${line.memo ?? ''}`);
  const rule = rules.find((r) => text.includes(foldText(r.words)));
  if (rule) return rule.ledger;
  return line.bankType === 'INT' || line.bankType === 'DIV' ? 'revenue' : 'capital';
}

/** The transaction type the line reads as, among those its kind allows. */
function typeOf(line: StatementLine, kind: PreviewRow['kind']): string {
  const text = foldText(`${line.description} ${line.memo ?? ''}`);
  const bank = line.bankType ?? '';
  if (line.checkNumber || bank === 'CHECK' || /\b(cheque|chq|check)\b/.test(text)) return 'cheque';
  if (kind === 'receipt') {
    if (bank === 'INT' || /\binter[eê]ts?\b|\binterest\b/.test(text)) return 'interest';
    if (bank === 'DIV' || /dividend/.test(text)) return 'dividend';
    return 'bank_deposit';
  }
  if (bank === 'FEE' || bank === 'SRVCHG' || /\bfees?\b|\bfrais\b/.test(text)) return 'fee';
  return 'other';
}

/**
 * The preview of a statement for one account (docs/behaviour.md#bank-statement-import): each line
 * as a receipt or disbursement with a suggested ledger, duplicates of the account's transactions
 * (by the bank's transaction id where the file gives one, else by date, amount and description)
 * marked and left out, and the statement's closing balance set against the account's.
 */
export function buildPreview(
  statement: Statement,
  accountId: string,
  existing: readonly TransactionRecord[],
  rules: readonly LedgerRule[],
): Preview {
  if (statement.lines.length > MAX_IMPORT_ROWS)
    throw new StatementError(
      `This statement has ${statement.lines.length.toLocaleString('en-CA')} lines; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-CA')}. Download it in shorter periods.`,
    );
  const mine = existing.filter((t) => t.toAccount === accountId || t.fromAccount === accountId);
  const bankIds = new Set(mine.map((t) => t.bankTransactionId).filter(Boolean));
  const keys = new Set(
    mine.map((t) => lineKey(String(t.date), signedFor(t, accountId), String(t.payee ?? ''))),
  );
  // Entries typed by hand, each the match of one line at most (two like lines, one typed entry).
  const typed = existing.filter(typedByHand);
  const taken = new Set<string>();
  const seenIds = new Set<string>();
  const rows = statement.lines
    .filter((line) => line.amount !== 0)
    .map((line): PreviewRow => {
      const kind = line.amount > 0 ? 'receipt' : 'disbursement';
      let duplicate: Duplicate | null = null;
      if (line.fitid) {
        if (bankIds.has(line.fitid)) duplicate = 'bank-id';
        else if (seenIds.has(line.fitid)) duplicate = 'twice-in-file';
        seenIds.add(line.fitid);
      } else if (keys.has(lineKey(line.date, line.amount, payeeOf(line)))) duplicate = 'same-line';
      const twin = duplicate
        ? undefined
        : typed.find((t) => !taken.has(t._id) && sameMoney(t, line, accountId));
      if (twin) taken.add(twin._id);
      // A statement without bank ids, imported again: the line an earlier import matched is known.
      if (twin?.matchedImportId && !line.fitid) duplicate = 'matched-before';
      const match =
        twin && !duplicate
          ? {
              transactionId: twin._id,
              payee: String(twin.payee ?? ''),
              purpose: String(twin.purpose ?? ''),
              noAccount: kind === 'receipt' ? !twin.toAccount : !twin.fromAccount,
            }
          : undefined;
      const suggested = suggestLedger(line, rules);
      return {
        line,
        kind,
        type: typeOf(line, kind),
        ledger: suggested,
        suggested,
        duplicate,
        ...(match ? { match, choice: 'undecided' as const } : {}),
        keep: !duplicate && !match,
      };
    });
  return { rows, balance: balanceCheck(statement, mine, accountId, rows) };
}

/** The balance check for the rows as they are now ticked. */
export function balanceCheck(
  statement: Statement,
  mine: readonly TransactionRecord[],
  accountId: string,
  rows: readonly PreviewRow[],
): BalanceCheck {
  const before = mine.reduce((sum, t) => sum + signedFor(t, accountId), 0);
  // A matched entry of no account joins this one; one already in it is counted in `before`.
  const joins = (r: PreviewRow) => r.choice === 'match' && !!r.match?.noAccount;
  const after = rows.reduce((sum, r) => sum + (r.keep || joins(r) ? r.line.amount : 0), before);
  const closing = statement.closingBalance ?? null;
  return { before, after, closing, difference: closing === null ? null : closing - after };
}

/** What a possible match becomes at the person's choice: linked, imported as well, or left out. */
export function choose(row: PreviewRow, choice: MatchChoice): PreviewRow {
  return { ...row, choice, keep: choice === 'import' };
}

/**
 * The entries typed by hand that matched lines are linked to: the bank's id of the line where the
 * file gives one, and this account where the entry named none. Nothing new is written for them.
 */
export function matchesOf(
  rows: readonly PreviewRow[],
): { transactionId: string; bankTransactionId?: string; setAccount: boolean }[] {
  return rows
    .filter((r) => r.match && r.choice === 'match')
    .map((r) => ({
      transactionId: r.match?.transactionId ?? '',
      ...(r.line.fitid ? { bankTransactionId: r.line.fitid.slice(0, 255) } : {}),
      setAccount: r.match?.noAccount ?? false,
    }));
}

/** The transactions the kept rows become, each with a new id. */
export function transactionsOf(
  rows: readonly PreviewRow[],
  ids: { estateId: string; accountId: string },
): { id: string; fields: Record<string, unknown> }[] {
  return rows
    .filter((r) => r.keep)
    .map(({ line, kind, type, ledger }) => {
      const memo = [line.memo, line.checkNumber ? `Cheque ${line.checkNumber}` : '']
        .filter(Boolean)
        .join(' · ')
        .slice(0, 1000);
      return {
        id: uuidv7(),
        fields: {
          estate: ids.estateId,
          kind,
          type,
          date: line.date,
          amount: Math.abs(line.amount),
          ...(kind === 'receipt' ? { toAccount: ids.accountId } : { fromAccount: ids.accountId }),
          payee: payeeOf(line),
          ...(memo ? { purpose: memo } : {}),
          ledger,
          ...(line.fitid ? { bankTransactionId: line.fitid.slice(0, 255) } : {}),
        },
      };
    });
}
