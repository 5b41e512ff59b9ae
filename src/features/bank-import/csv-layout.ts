import { foldText } from '../../domain/rules/text.ts';
import type { StatementImportSettings } from '../../domain/schemas/index.ts';

/**
 * Which column of a bank's CSV file holds what (docs/behaviour.md#bank-statement-import). A column
 * is named by its header, or by its position (`#1` is the first) in a file without a header row.
 */
export type CsvMapping = NonNullable<StatementImportSettings['csv']>;

/**
 * Layouts of the banks of the bank picker whose CSV export we know, keyed by the bank's slug: the
 * column layouts these exports are known for, not yet checked against a current export of each
 * bank. They only prefill the mapping: the person sees the columns and the preview before anything
 * is written, and a mapping they change is kept for the account's bank.
 */
export const KNOWN_LAYOUTS: Readonly<Record<string, CsvMapping>> = {
  // RBC: Account Type, Account Number, Transaction Date, Cheque Number, Description 1, Description 2, CAD$, USD$
  rbc: { date: 'Transaction Date', description: 'Description 1', amount: 'CAD$', dateOrder: 'mdy' },
  // TD: no header; date, description, withdrawal, deposit, balance.
  td: { date: '#1', description: '#2', debit: '#3', credit: '#4', balance: '#5', dateOrder: 'mdy' },
  // CIBC: no header; ISO date, description, debit, credit.
  cibc: { date: '#1', description: '#2', debit: '#3', credit: '#4' },
  // Scotiabank: no header; date, amount, a dash, a type, the description.
  scotiabank: { date: '#1', description: '#5', amount: '#2', dateOrder: 'mdy' },
  // Tangerine: Date, Transaction, Name, Memo, Amount.
  tangerine: { date: 'Date', description: 'Name', amount: 'Amount', dateOrder: 'mdy' },
  // National Bank (French): Date, Description, Retrait, Dépôt, Solde.
  'national-bank': {
    date: 'Date',
    description: 'Description',
    debit: 'Retrait',
    credit: 'Dépôt',
    balance: 'Solde',
    dateOrder: 'dmy',
  },
};

const GUESSES: readonly [keyof CsvMapping, RegExp][] = [
  ['date', /^(transaction |posting |posted )?date( posted| de transaction| d'operation)?$|^date/],
  ['description', /description|libelle|payee|name|beneficiaire|details|transaction$/],
  ['debit', /^(debit|withdrawals?|retraits?|debits?|money out|sortie)/],
  ['credit', /^(credit|deposits?|depots?|credits?|money in|entree)/],
  ['balance', /^(balance|solde)/],
  ['amount', /amount|montant|cad\$|^cad$/],
];

/** A first mapping from a file's header row, for a bank whose layout we do not know. */
export function guessMapping(headers: readonly string[]): Partial<CsvMapping> {
  const mapping: Partial<Record<keyof CsvMapping, string>> = {};
  const taken = new Set<string>();
  for (const [field, pattern] of GUESSES) {
    const header = headers.find((h) => !taken.has(h) && pattern.test(foldText(h)));
    if (!header) continue;
    mapping[field] = header;
    taken.add(header);
  }
  if (mapping.amount && (mapping.debit || mapping.credit)) {
    delete mapping.debit;
    delete mapping.credit;
  }
  return mapping as Partial<CsvMapping>;
}
