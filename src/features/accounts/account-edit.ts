import { normalizeCurrency } from '../../domain/rules/account-draft.ts';
import { bankBySlug, toBankRef } from '../../domain/rules/banks.ts';
import type { BankRef, Currency } from '../../domain/schemas/index.ts';

/** The account edit form as inputs hold it. */
export type AccountEditValues = {
  name: string;
  bankSlug: string | null;
  currency: Currency;
  currencyOther: string;
  /** The bank statement's balance and its date, to reconcile the court accounts to the bank. */
  statementBalance: number | null;
  statementDate: string;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function accountToEditValues(record: Record<string, unknown>): AccountEditValues {
  const normalized = normalizeCurrency({
    currency: str(record.currency),
    currencyOther: str(record.currencyOther),
  });
  return {
    name: str(record.name),
    bankSlug: str((record.bank as { slug?: unknown } | null | undefined)?.slug) || null,
    currency: normalized.currency,
    currencyOther: normalized.currencyOther ?? '',
    statementBalance: typeof record.statementBalance === 'number' ? record.statementBalance : null,
    statementDate: str(record.statementDate),
  };
}

type AccountChanges = {
  name: string;
  bank: BankRef | null;
  currency: Currency;
  currencyOther?: string;
  statementBalance: number | null;
  statementDate: string | null;
};

/**
 * Form -> update. With Other chosen, the typed code is the currency (docs/behaviour.md#accounts): 'usd' becomes
 * USD, 'EUR' stays OTHER with EUR in currencyOther. A currencyOther that no longer applies is
 * sent as '' so the stored one is really cleared (a missing key would keep it). A bank the
 * directory does not know (imported data) is kept as it was.
 */
export function editValuesToChanges(
  values: AccountEditValues,
  previous: Readonly<Record<string, unknown>>,
): AccountChanges {
  const typed = values.currencyOther.trim();
  const normalized = normalizeCurrency({
    currency: values.currency === 'OTHER' ? typed || 'OTHER' : values.currency,
    currencyOther: typed,
  });
  const known = bankBySlug(values.bankSlug);
  const previousBank = (previous.bank ?? null) as BankRef | null;
  const bank = known
    ? toBankRef(known)
    : values.bankSlug && previousBank?.slug === values.bankSlug
      ? previousBank
      : null;
  const changes: AccountChanges = {
    name: values.name.trim(),
    bank,
    currency: normalized.currency,
    // Both or neither: the schema refuses a balance without its date, and says so under the date.
    statementBalance: values.statementBalance,
    statementDate: values.statementDate || null,
  };
  if (normalized.currencyOther) changes.currencyOther = normalized.currencyOther;
  else if (str(previous.currencyOther)) changes.currencyOther = '';
  return changes;
}

export const currencyLabel = (record: Readonly<Record<string, unknown>>): string =>
  record.currency === 'OTHER' ? str(record.currencyOther) || 'Other' : str(record.currency) || 'CAD';
