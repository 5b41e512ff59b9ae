import { formatCents as money } from '../money.ts';
import type { CourtEntry } from './court-entries.ts';
import { longDateOf } from './iso-dates.ts';

/**
 * How the checks name dates and entries: as the app shows them to a person (docs/behaviour.md#court-checks),
 * never by the accounts' schedule numbers (CR-3, CD-4), which appear only in the printed accounts.
 */
export const longDate = (iso: string): string => longDateOf(iso) ?? iso;

const KIND_WORD: Partial<Record<CourtEntry['kind'], string>> = {
  receipt: 'receipt',
  realisation: 'receipt',
  maturity: 'receipt',
  disbursement: 'payment',
  distribution: 'payment',
  compensation: 'payment',
  purchase: 'payment',
};

/**
 * One entry as the estate's transactions list shows it: the payment of $10,000.00 to E. Chen on
 * December 5, 2026 ("Advance"). The purpose is quoted when it says more than the payee.
 */
export function entryName(e: Pick<CourtEntry, 'kind' | 'payee' | 'amount' | 'date' | 'description'>): string {
  const word = KIND_WORD[e.kind] ?? 'entry';
  const receipt = word === 'receipt';
  const who = e.payee.trim() ? ` ${receipt ? 'from' : 'to'} ${e.payee.trim()}` : '';
  const what =
    e.description.trim() && e.description.trim() !== e.payee.trim() ? ` ("${e.description.trim()}")` : '';
  return `the ${word} of ${money(e.amount)}${who} on ${longDate(e.date)}${what}`;
}

/** The first letter made a capital, for a name that opens a sentence. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
