import {
  type AccountBody,
  type BankRef,
  CURRENCIES,
  type Currency,
  type EstateBody,
} from '../schemas/index.ts';
import { toBankRef } from './banks.ts';
import { addMonthsClamped, isIsoDate, toIsoDate } from './dates.ts';

/** Create New Account form state (docs/behaviour.md#accounts New-account draft); nickname is the Account Name field. */
export type AccountDraft = {
  estateName: string;
  dateOfDeath: string;
  jurisdiction: 'Ontario';
  notes: string;
  nickname: string;
  bank: BankRef | null;
  currency?: string;
  currencyOther?: string;
  deceasedName?: string;
};
export type AccountDraftErrors = Partial<Record<'estateName' | 'dateOfDeath' | 'nickname', string>>;

/**
 * One month before today (docs/behaviour.md#accounts), clamped to the end of a shorter month: on March 31 the
 * default is February 28 (29 in a leap year), never a rolled-over March 3.
 */
export function defaultDateOfDeath(today: Date): string {
  return addMonthsClamped(today, -1);
}

export function newAccountDraft(today: Date): AccountDraft {
  return {
    estateName: '',
    dateOfDeath: defaultDateOfDeath(today),
    jurisdiction: 'Ontario',
    notes: '',
    nickname: '',
    bank: null,
    currency: 'CAD',
  };
}

export type CurrencyFields = {
  kind?: string | null;
  currency?: string | null;
  currencyOther?: string | null;
};
export type NormalizedCurrency = { kind: 'bank'; currency: Currency; currencyOther?: string };

/**
 * Account form rule (docs/behaviour.md#accounts): kind is bank, currency defaults to CAD, and a currency that is
 * not CAD, USD or OTHER (say 'EUR' from an import) becomes OTHER with the code in currencyOther,
 * so it is kept rather than rejected. currencyOther is dropped when it no longer applies.
 */
export function normalizeCurrency({ currency, currencyOther }: CurrencyFields): NormalizedCurrency {
  const typed = (currency ?? '').trim();
  const known = CURRENCIES.find((c) => c === typed.toUpperCase());
  if (typed === '') return { kind: 'bank', currency: 'CAD' };
  if (known === 'CAD' || known === 'USD') return { kind: 'bank', currency: known };
  const other = known === 'OTHER' ? (currencyOther ?? '').trim() : typed;
  return other
    ? { kind: 'bank', currency: 'OTHER', currencyOther: other }
    : { kind: 'bank', currency: 'OTHER' };
}

/**
 * docs/behaviour.md#accounts: estate name and date of death are required, and so is the Account Name the account
 * is created with. With `today`, a date of death in the future is refused as a likely typo.
 */
export function validateAccountDraft(draft: Partial<AccountDraft>, today?: Date): AccountDraftErrors {
  const errors: AccountDraftErrors = {};
  if (!draft.estateName?.trim()) errors.estateName = 'Estate/Trust Name is required';
  const date = draft.dateOfDeath?.trim() ?? '';
  if (date === '') errors.dateOfDeath = 'Date of Death is required';
  else if (!isIsoDate(date)) errors.dateOfDeath = 'Date of Death must be a date';
  else if (today && date > toIsoDate(today)) errors.dateOfDeath = 'Date of Death cannot be in the future';
  if (!draft.nickname?.trim()) errors.nickname = 'Account Name is required';
  return errors;
}

/**
 * The estate and its first account, written together in one local transaction (docs/behaviour.md#accounts).
 * The date of death goes on both the deceased and the key dates, which is what the estate
 * screens read for deadlines.
 */
export function draftToRecords(
  draft: AccountDraft,
  ids: { estateId: string; fileId?: string | null },
): { estate: EstateBody; account: AccountBody } {
  const notes = draft.notes.trim();
  const deceasedName = draft.deceasedName?.trim();
  const estate: EstateBody = {
    estateName: draft.estateName.trim(),
    deceased: deceasedName
      ? { name: deceasedName, dateOfDeath: draft.dateOfDeath }
      : { dateOfDeath: draft.dateOfDeath },
    jurisdiction: 'Ontario',
    status: 'open',
    executor: {},
    keyDates: { dateOfDeath: draft.dateOfDeath },
    ...(ids.fileId ? { file: ids.fileId } : {}),
    ...(notes ? { notes } : {}),
  };
  const account: AccountBody = {
    estate: ids.estateId,
    name: draft.nickname.trim(),
    ...normalizeCurrency({ currency: draft.currency, currencyOther: draft.currencyOther }),
    bank: draft.bank ? toBankRef(draft.bank) : null,
  };
  return { estate, account };
}
