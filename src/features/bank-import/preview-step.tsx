import { useState } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import { transactionTypeLabel } from '../../domain/rules/transactions.ts';
import type { Ledger } from '../../domain/schemas/index.ts';
import { formatDate } from '../../ui/record-display.ts';
import { type BalanceCheck, choose, type Duplicate, type MatchChoice, type PreviewRow } from './preview.ts';
import '../../ui/stack-table.css';

const PAGE = 100;

const DUPLICATE_WORDS: Record<Duplicate, string> = {
  'bank-id': 'Already imported (same bank id)',
  'same-line': 'Already in this account (same date, amount and description)',
  'twice-in-file': 'Twice in this file (same bank id)',
  'matched-before': 'Already matched to an entry typed by hand',
};

/**
 * A line the ledger may already hold, typed by hand (same date, amount and direction): left out
 * until the person links the two ("Match") or says both are real ("Import anyway").
 */
function PossibleMatchNote({
  row,
  name,
  onChoose,
}: {
  row: PreviewRow;
  name: string;
  onChoose: (choice: MatchChoice) => void;
}) {
  const match = row.match;
  if (!match) return null;
  const typed = [match.payee, match.purpose].filter(Boolean).join(', ') || 'no payee';
  const state: Record<MatchChoice, string> = {
    undecided: 'Left out until you choose.',
    match: 'Matched: the entry typed by hand is linked to this line; nothing new is written.',
    import: 'Imported as a new entry as well.',
  };
  return (
    <div className="bank-import-note bank-import-match" data-testid="possible-match">
      <div>
        Possible match, typed by hand: {typed}
        {match.noAccount ? ' (no account)' : ''}. Same date, amount and direction.
      </div>
      <div className="bank-import-match-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={row.choice === 'match'}
          aria-label={`Match ${name} of ${formatDate(row.line.date)} to the entry typed by hand`}
          onClick={() => onChoose('match')}
        >
          Match
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={row.choice === 'import'}
          aria-label={`Import ${name} of ${formatDate(row.line.date)} anyway`}
          onClick={() => onChoose('import')}
        >
          Import anyway
        </button>
      </div>
      <div className="muted" role="status">
        {state[row.choice ?? 'undecided']}
      </div>
    </div>
  );
}

/** What the statement says against what the account will hold. */
export function BalanceSummary({ balance }: { balance: BalanceCheck }) {
  if (balance.closing === null)
    return (
      <p className="muted" data-testid="balance-check">
        This file states no closing balance. The account’s balance after the import:{' '}
        {formatCents(balance.after)}.
      </p>
    );
  const agrees = balance.difference === 0;
  return (
    <p className={agrees ? 'bank-import-ok' : 'bank-import-warn'} role="status" data-testid="balance-check">
      Statement closing balance {formatCents(balance.closing)}; the account’s balance after the import{' '}
      {formatCents(balance.after)}.{' '}
      {agrees
        ? 'They agree.'
        : `Difference: ${formatCents(balance.difference ?? 0)}. Transactions before this statement, or typed by hand, may be missing or counted twice.`}
    </p>
  );
}

/** Each line of the statement: keep it or not, and its ledger. Long statements are shown a page at a time. */
export function PreviewTable({
  rows,
  onChange,
}: {
  rows: readonly PreviewRow[];
  onChange: (rows: PreviewRow[]) => void;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const set = (index: number, change: Partial<PreviewRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
  return (
    <div className="bank-import-preview">
      <div className="section-table-wrap">
        <table className="table stack-table">
          <thead>
            <tr>
              <th scope="col">Import</th>
              <th scope="col">Date</th>
              <th scope="col">Payee</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Receipt or disbursement</th>
              <th scope="col">Capital or revenue</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, k) => {
              const index = page * PAGE + k;
              const name = row.line.description || 'No description';
              return (
                <tr
                  key={index}
                  className={row.duplicate || row.choice === 'match' ? 'bank-import-duplicate' : undefined}
                  data-line={row.line.line}
                >
                  <td data-label="Import">
                    <input
                      type="checkbox"
                      checked={row.keep}
                      aria-label={`Import ${name} of ${formatDate(row.line.date)}`}
                      onChange={(e) =>
                        row.match
                          ? onChange(
                              rows.map((r, i) =>
                                i === index ? choose(r, e.target.checked ? 'import' : 'undecided') : r,
                              ),
                            )
                          : set(index, { keep: e.target.checked })
                      }
                    />
                  </td>
                  <td data-label="Date">{formatDate(row.line.date)}</td>
                  <td data-label="Payee">
                    {name}
                    {row.duplicate && (
                      <div className="muted bank-import-note">{DUPLICATE_WORDS[row.duplicate]}</div>
                    )}
                    <PossibleMatchNote
                      row={row}
                      name={name}
                      onChoose={(choice) =>
                        onChange(rows.map((r, i) => (i === index ? choose(r, choice) : r)))
                      }
                    />
                  </td>
                  <td className="num" data-label="Amount">
                    {formatCents(Math.abs(row.line.amount))}
                  </td>
                  <td data-label="Receipt or disbursement">
                    {row.kind === 'receipt' ? 'Receipt' : 'Disbursement'}
                    <span className="muted"> · {transactionTypeLabel(row.type)}</span>
                  </td>
                  <td data-label="Capital or revenue">
                    <select
                      aria-label={`Capital or revenue for ${name} of ${formatDate(row.line.date)}`}
                      value={row.ledger}
                      onChange={(e) => set(index, { ledger: e.target.value as Ledger })}
                    >
                      <option value="capital">Capital</option>
                      <option value="revenue">Revenue</option>
                    </select>
                    {row.ledger !== row.suggested && <span className="muted bank-import-note"> changed</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className="bank-import-pages">
          <button
            type="button"
            className="button button-secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Lines {page * PAGE + 1}–{Math.min(rows.length, page * PAGE + PAGE)} of{' '}
            {rows.length.toLocaleString('en-CA')}
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
