import * as v from 'valibot';
import { Id, optionalText, requiredText } from '../common.ts';
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
  }),
  v.forward(
    v.partialCheck(
      [['currency'], ['currencyOther']],
      (a) => a.currency !== 'OTHER' || !!a.currencyOther,
      'Name the currency',
    ),
    ['currencyOther'],
  ),
);
export type AccountBody = v.InferOutput<typeof AccountBody>;
