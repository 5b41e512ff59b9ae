import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText, requiredText } from '../common.ts';
import { CURRENCIES } from '../statuses.ts';

export const BankRef = v.strictObject({
  slug: requiredText('Bank', 40),
  name: requiredText('Bank name'),
  shortName: requiredText('Bank short name', 40),
  institutionNumber: v.pipe(v.string(), v.regex(/^\d{3}$/, 'Institution number is three digits')),
});
export type BankRef = v.InferOutput<typeof BankRef>;

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
