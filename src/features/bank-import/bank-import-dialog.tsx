import { useMemo, useState } from 'react';
import { logCopy } from '../../api/copy-log-send.ts';
import { uuidv7 } from '../../domain/ids.ts';
import type {
  AccountRecord,
  StatementImportSettings,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { type CsvTable, csvColumns, readCsvStatement } from './csv.ts';
import { type CsvMapping, guessMapping, KNOWN_LAYOUTS } from './csv-layout.ts';
import { MappingStep } from './mapping-step.tsx';
import {
  balanceCheck,
  buildPreview,
  DEFAULT_RULES,
  type LedgerRule,
  matchesOf,
  type PreviewRow,
  suggestLedger,
  transactionsOf,
} from './preview.ts';
import { BalanceSummary, PreviewTable } from './preview-step.tsx';
import { readBytes } from './read-bytes.ts';
import { MAX_FILE_BYTES, statementFor } from './read-file.ts';
import { readStatementFile } from './read-in-worker.ts';
import { RulesEditor } from './rules-editor.tsx';
import { type Statement, StatementError } from './statement.ts';
import '../../ui/confirm-dialog.css';
import './bank-import.css';

type Step =
  | { name: 'choose' }
  | { name: 'reading'; done: number; total: number }
  | { name: 'map'; fileName: string; table: CsvTable; mapping: Partial<CsvMapping>; source: string }
  | { name: 'preview'; fileName: string; statement: Statement; rows: PreviewRow[]; mapping?: CsvMapping }
  | { name: 'writing'; done: number; total: number }
  | { name: 'done'; importId: string; count: number; matched: number };

/** `1 line`, `10,000 lines`. */
const count = (n: number, noun: string) => `${n.toLocaleString('en-CA')} ${noun}${n === 1 ? '' : 's'}`;

const messageOf = (error: unknown): string =>
  error instanceof StatementError
    ? error.message
    : `The statement could not be imported: ${error instanceof Error ? error.message : String(error)}. Nothing was written.`;

/** The mapping to start from: this account's, then another of the firm's accounts at this bank, then the bank's known layout, then a guess. */
function startingMapping(
  table: CsvTable,
  account: AccountRecord,
  accounts: readonly AccountRecord[],
): { mapping: Partial<CsvMapping>; source: string } {
  const columns = csvColumns(table).map((c) => c.ref.toLowerCase());
  const fits = (m: Partial<CsvMapping> | null | undefined): m is CsvMapping =>
    Boolean(m?.date) &&
    (['date', 'description', 'amount', 'debit', 'credit', 'balance'] as const).every((k) => {
      const ref = m?.[k];
      return !ref || columns.includes(String(ref).toLowerCase());
    });
  const slug = account.bank?.slug;
  const own = account.statementImport?.csv;
  if (fits(own)) return { mapping: own, source: 'The columns chosen for this account before.' };
  const sibling = accounts.find(
    (a) => a._id !== account._id && slug && a.bank?.slug === slug && fits(a.statementImport?.csv),
  );
  if (sibling?.statementImport?.csv)
    return {
      mapping: sibling.statementImport.csv,
      source: `The columns chosen for ${account.bank?.shortName} before, in ${sibling.name}.`,
    };
  const known = slug ? KNOWN_LAYOUTS[slug] : undefined;
  if (fits(known))
    return { mapping: known, source: `${account.bank?.shortName}’s usual layout. Check the columns.` };
  return {
    mapping: guessMapping(csvColumns(table).map((c) => c.ref)),
    source: 'Guessed from the headers. Check the columns.',
  };
}

/**
 * Past imports into this account, newest first, each with how many of its transactions are still
 * here and how many entries typed by hand it matched.
 */
function importsOf(
  transactions: readonly TransactionRecord[],
): { importId: string; count: number; matched: number; to: string }[] {
  const byImport = new Map<string, { count: number; matched: number; to: string }>();
  for (const t of transactions) {
    const id = t.importId || t.matchedImportId;
    if (!id) continue;
    const seen = byImport.get(id) ?? { count: 0, matched: 0, to: '' };
    byImport.set(id, {
      count: seen.count + (t.importId ? 1 : 0),
      matched: seen.matched + (t.importId ? 0 : 1),
      to: [seen.to, String(t.date)].sort()[1] as string,
    });
  }
  return [...byImport]
    .map(([importId, v]) => ({ importId, ...v }))
    .sort((a, b) => (a.importId < b.importId ? 1 : -1));
}

/**
 * Bank statement import (docs/behaviour.md#bank-statement-import): choose an OFX, QFX or CSV file,
 * map a CSV's columns, check the preview, import the kept lines as one action, undo it whole.
 * Everything happens on the device, so it works offline; the import reaches the server with the
 * next sync.
 */
export function BankImportDialog({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const read = useQuery(async () => {
    const found = await queries.accountWithTransactions(accountId);
    return (
      found && {
        ...found,
        accounts: await queries.all('accounts'),
        // Entries typed by hand in no account may be a line of this one (possible matches).
        estateTransactions: await queries.transactionsOfEstate(found.account.estate),
      }
    );
  }, [accountId]);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [rules, setRules] = useState<LedgerRule[] | null>(null);
  const [undone, setUndone] = useState<number | null>(null);
  // An import undone from the list is asked about first: it may be weeks old.
  const [confirming, setConfirming] = useState<string | null>(null);
  const data = read.status === 'ready' ? read.data : null;
  const account = data?.account;
  const activeRules = rules ?? account?.statementImport?.rules ?? [...DEFAULT_RULES];
  const busy = step.name === 'reading' || step.name === 'writing';
  const past = useMemo(() => importsOf(data?.transactions ?? []), [data?.transactions]);

  const preview = (fileName: string, statement: Statement, mapping?: CsvMapping) => {
    if (!data) return;
    const { rows } = buildPreview(statement, accountId, data.estateTransactions, activeRules);
    if (!rows.length) throw new StatementError('This statement has no transactions to import.');
    setStep({ name: 'preview', fileName, statement, rows, ...(mapping ? { mapping } : {}) });
  };

  const choose = async (file: File) => {
    if (!data || !account) return;
    setError(null);
    try {
      if (file.size > MAX_FILE_BYTES)
        throw new StatementError('This file is larger than 20 MB: split the statement.');
      setStep({ name: 'reading', done: 0, total: file.size });
      const bytes = await readBytes(file, (done, total) => setStep({ name: 'reading', done, total }));
      const parsed = await readStatementFile(bytes);
      if (parsed.format === 'ofx') {
        preview(file.name, statementFor(parsed.statements, account.statementImport?.accountNumber));
        return;
      }
      setStep({
        name: 'map',
        fileName: file.name,
        table: parsed.table,
        ...startingMapping(parsed.table, account, data.accounts),
      });
    } catch (e) {
      setStep({ name: 'choose' });
      setError(messageOf(e));
    }
  };

  const changeRules = (next: LedgerRule[]) => {
    setRules(next);
    if (step.name !== 'preview') return;
    const usable = next.filter((r) => r.words.trim());
    // Lines the person set by hand keep their ledger; the others follow the rules.
    const rows = step.rows.map((r) => {
      const suggested = suggestLedger(r.line, usable);
      return { ...r, suggested, ledger: r.ledger === r.suggested ? suggested : r.ledger };
    });
    setStep({ ...step, rows });
  };

  const write = async () => {
    if (step.name !== 'preview' || !account) return;
    const transactions = transactionsOf(step.rows, { estateId: account.estate, accountId });
    const matches = matchesOf(step.rows);
    const known = account.statementImport ?? {};
    const settings: StatementImportSettings = {
      ...known,
      ...(!known.accountNumber && step.statement.accountNumber
        ? { accountNumber: step.statement.accountNumber }
        : {}),
      ...(step.mapping ? { csv: step.mapping } : {}),
      rules: activeRules.filter((r) => r.words.trim()),
    };
    const importId = uuidv7();
    setError(null);
    const back = step;
    try {
      setStep({ name: 'writing', done: 0, total: transactions.length });
      const written = await commands.importStatement(
        { importId, accountId, transactions, ...(matches.length ? { matches } : {}), settings },
        (done, total) => setStep({ name: 'writing', done, total }),
      );
      setStep({ name: 'done', importId, count: written, matched: matches.length });
      logCopy({
        what: 'statement-import',
        report: step.fileName,
        estate: account.estate,
        format: step.statement.format,
      });
    } catch (e) {
      setStep(back);
      setError(messageOf(e));
    }
  };

  const undo = async (importId: string) => {
    setError(null);
    try {
      const removed = await commands.undoImportStatement(importId);
      setConfirming(null);
      setStep({ name: 'choose' });
      setError(null);
      setUndone(removed);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const kept = step.name === 'preview' ? step.rows.filter((r) => r.keep).length : 0;
  const duplicates = step.name === 'preview' ? step.rows.filter((r) => r.duplicate).length : 0;
  const possible = step.name === 'preview' ? step.rows.filter((r) => r.match).length : 0;
  const matched = step.name === 'preview' ? step.rows.filter((r) => r.choice === 'match').length : 0;
  const writeLabel =
    kept || matched
      ? [kept ? `Import ${count(kept, 'transaction')}` : '', matched ? `match ${matched} typed by hand` : '']
          .filter(Boolean)
          .join(' and ')
          .replace(/^m/, 'M')
      : 'Nothing new to import';

  return (
    <ModalDialog
      title={`Import a bank statement${account ? ` into ${account.name}` : ''}`}
      label="Import a bank statement"
      className="bank-import"
      modalClassName="bank-import-modal"
      busy={busy}
      onClose={onClose}
    >
      {error && (
        <p className="form-error bank-import-error" role="alert">
          {error}
        </p>
      )}
      {step.name === 'choose' && (
        <>
          <p>
            Download the statement from your bank’s website as OFX, QFX (Quicken) or CSV, then choose the
            file. Nothing is written until you check the preview and import.
          </p>
          {undone !== null && (
            <p role="status" className="bank-import-ok">
              Import undone: {count(undone, 'transaction')} removed.
            </p>
          )}
          <label className="field">
            <span className="field-label">Statement file</span>
            <input
              type="file"
              name="statement"
              accept=".ofx,.qfx,.csv,.txt,text/csv,application/x-ofx"
              disabled={!account}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void choose(file);
              }}
            />
          </label>
          {past.length > 0 && (
            <section className="bank-import-past" aria-label="Past imports">
              <h3>Past imports</h3>
              <ul>
                {past.map((p) => (
                  <li key={p.importId}>
                    {count(p.count, 'transaction')}
                    {p.matched ? ` and ${p.matched} matched typed by hand` : ''}, up to {p.to}{' '}
                    {confirming === p.importId ? (
                      <>
                        <span>
                          Remove its {count(p.count, 'transaction')}
                          {p.matched ? ` and unlink the ${p.matched} matched (they stay)` : ''}?
                        </span>{' '}
                        <button
                          type="button"
                          className="button button-danger"
                          onClick={() => void undo(p.importId)}
                        >
                          Remove them
                        </button>{' '}
                        <button
                          type="button"
                          className="button button-secondary"
                          onClick={() => setConfirming(null)}
                        >
                          Keep them
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() => setConfirming(p.importId)}
                      >
                        Undo this import
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {step.name === 'reading' && (
        <ProgressBar label="Reading the file" done={step.done} total={step.total} />
      )}
      {step.name === 'map' && (
        <>
          <p>
            <strong>{step.fileName}</strong>: say which column holds what. The choice is kept for{' '}
            {account?.bank ? `${account.bank.shortName} accounts` : 'this account'}.
          </p>
          <MappingStep
            columns={csvColumns(step.table)}
            mapping={step.mapping}
            source={step.source}
            onChange={(mapping) => setStep({ ...step, mapping })}
          />
        </>
      )}
      {step.name === 'preview' && (
        <>
          <p>
            <strong>{step.fileName}</strong>: {count(step.rows.length, 'line')}
            {duplicates ? `, ${duplicates} already in this account (left out)` : ''}
            {possible
              ? `, ${possible} possibly typed by hand already (left out until you choose Match or Import anyway)`
              : ''}
            .
            {step.statement.accountNumber &&
              (account?.statementImport?.accountNumber
                ? ` Account ${step.statement.accountNumber}.`
                : ` Account ${step.statement.accountNumber}: later files for another account number will be refused.`)}
          </p>
          {data && (
            <BalanceSummary balance={balanceCheck(step.statement, data.transactions, accountId, step.rows)} />
          )}
          <RulesEditor rules={activeRules} onChange={changeRules} />
          <PreviewTable rows={step.rows} onChange={(rows) => setStep({ ...step, rows })} />
        </>
      )}
      {step.name === 'writing' && <ProgressBar label="Importing" done={step.done} total={step.total} />}
      {step.name === 'done' && (
        <p role="status" className="bank-import-ok">
          Imported {count(step.count, 'transaction')}
          {step.matched
            ? `; ${step.matched} matched to ${step.matched === 1 ? 'an entry' : 'entries'} typed by hand`
            : ''}
          . They reach the server with the next sync.
        </p>
      )}
      <div className="confirm-dialog-actions">
        {step.name === 'map' && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setError(null);
              try {
                if (!step.mapping.date) throw new StatementError('Choose the date column.');
                const mapping = step.mapping as CsvMapping;
                preview(step.fileName, readCsvStatement(step.table, mapping), mapping);
              } catch (e) {
                setError(messageOf(e));
              }
            }}
          >
            Preview
          </button>
        )}
        {step.name === 'preview' && (
          <button
            type="button"
            className="button"
            disabled={kept === 0 && matched === 0}
            onClick={() => void write()}
          >
            {writeLabel}
          </button>
        )}
        {step.name === 'done' && (
          <button type="button" className="button button-secondary" onClick={() => void undo(step.importId)}>
            Undo import
          </button>
        )}
        {(step.name === 'map' || step.name === 'preview') && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setStep({ name: 'choose' })}
          >
            Choose another file
          </button>
        )}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
          {step.name === 'done' ? 'Close' : 'Cancel'}
        </button>
      </div>
    </ModalDialog>
  );
}
