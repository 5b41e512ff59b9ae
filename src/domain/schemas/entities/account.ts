import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText, requiredText } from '../common.ts';
import { CURRENCIES, LEDGERS } from '../statuses.ts';

export const BankRef = v.strictObject({
  slug: requiredText('Bank', 40),
  name: requiredText('Bank name'),
  shortName: requiredText('Bank short name', 40),
  institutionNumber: v.pipe(v.string(), v.regex(/^\d{3}$/, 'Institution number is three digits')),
});
export type BankRef = v.InferOutput<typeof BankRef>;

const CsvColumn = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))));

/**
 * How this account's bank statements are read (docs/behaviour.md#bank-statement-import): the bank's
 * account number the statements are for, the columns of its CSV files, and the words that make an
 * imported line revenue rather than capital.
 */
export const StatementImportSettings = v.strictObject({
  accountNumber: optionalText('Bank account number', 64),
  csv: v.optional(
    v.strictObject({
      date: v.pipe(
        v.string('Choose the date column'),
        v.minLength(1, 'Choose the date column'),
        v.maxLength(200),
      ),
      description: CsvColumn,
      amount: CsvColumn,
      debit: CsvColumn,
      credit: CsvColumn,
      balance: CsvColumn,
      dateOrder: v.optional(v.picklist(['ymd', 'dmy', 'mdy'])),
    }),
  ),
  rules: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          words: v.pipe(v.string(), v.trim(), v.minLength(1, 'Type the words to match'), v.maxLength(100)),
          ledger: v.picklist(LEDGERS),
        }),
      ),
      v.maxLength(50, 'At most 50 rules'),
    ),
  ),
});
export type StatementImportSettings = v.InferOutput<typeof StatementImportSettings>;

export const AccountBody = v.pipe(
  v.strictObject({
    estate: Id,
    name: requiredText('Account Name'),
    kind: v.optional(v.literal('bank', 'Account kind must be bank'), 'bank'),
    currency: v.optional(v.picklist(CURRENCIES, 'Choose CAD, USD or OTHER'), 'CAD'),
    currencyOther: optionalText('Other currency', 10),
    bank: v.optional(v.nullable(BankRef)),
    /**
     * The balance the bank's statement shows at `statementDate`, entered by the trustee: the
     * court accounts reconcile the estate's books to it (docs/behaviour.md#court-checks).
     */
    statementBalance: v.optional(v.nullable(Cents)),
    statementDate: v.optional(v.nullable(IsoDate)),
    statementImport: v.optional(v.nullable(StatementImportSettings)),
  }),
  v.forward(
    v.partialCheck(
      [['currency'], ['currencyOther']],
      (a) => a.currency !== 'OTHER' || !!a.currencyOther,
      'Name the currency',
    ),
    ['currencyOther'],
  ),
  v.forward(
    v.partialCheck(
      [['statementBalance'], ['statementDate']],
      (a) => (a.statementBalance == null) === (a.statementDate == null),
      'Enter the statement balance and its date together',
    ),
    ['statementDate'],
  ),
);
export type AccountBody = v.InferOutput<typeof AccountBody>;
