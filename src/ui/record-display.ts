import type { Tone } from './status-display.ts';

/**
 * How screens of several features show the same record fields: estate status colours, dates,
 * shares of an estate, bank names, newest-first order. Kept here so that no feature has to reach
 * into another for them.
 */

/** Estate statuses have no colours of their own in the spec; these follow the file chips' idea. */
export function estateStatusTone(status: string | null | undefined): Tone {
  switch (status) {
    case 'open':
      return 'blue';
    case 'under_review':
    case 'pending_court_approval':
      return 'yellow';
    case 'completed':
      return 'green';
    default:
      return 'gray';
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'MMM d, yyyy' ('Nov 21, 2026', docs/behaviour.md). A calendar date (YYYY-MM-DD) is read as that
 * day; a timestamp is shown as the day it was in the user's own time zone. Empty for no date.
 */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${MONTHS[Number(plain[2]) - 1] ?? ''} ${Number(plain[3])}, ${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * A moment people read: the day as formatDate writes it and the hour on the 12-hour clock,
 * "Nov 21, 2026, 2:17 p.m." (en-CA), in the user's own time zone: one format for people
 * wherever a time is shown, rather than the browser's default ("11/21/2026, 2:17:06 PM").
 */
export function formatDateTime(value: unknown): string {
  const day = formatDate(value);
  if (!day || typeof value !== 'string' || /^\d{4}-\d{2}-\d{2}$/.test(value)) return day;
  const time = new Date(value).toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit' });
  return `${day}, ${time}`;
}

/** Ends a sentence after a formatted time: en-CA's "p.m." already carries its full stop. */
export const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** Basis points as a percentage: 4000 -> '40%', 3333 -> '33.33%'; missing -> ''. */
export function formatShare(basisPoints: unknown): string {
  if (typeof basisPoints !== 'number' || !Number.isFinite(basisPoints)) return '';
  const whole = Math.trunc(basisPoints / 100);
  const rest = Math.abs(basisPoints % 100);
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** A party's share as the will gives it: the exact fraction when there is one (1/3), else the percentage. */
export function partyShareText(p: {
  shareOfEstate?: number;
  shareFraction?: { numerator: number; denominator: number } | null;
}): string {
  return p.shareFraction
    ? `${p.shareFraction.numerator}/${p.shareFraction.denominator}`
    : formatShare(p.shareOfEstate);
}

/** Newest first by a date field, then by id (UUIDv7 ids sort by creation). */
export function newestFirst<T extends { _id: string }>(records: readonly T[], field: keyof T): T[] {
  const at = (r: T) => (typeof r[field] === 'string' ? (r[field] as string) : '');
  return [...records].sort((a, b) => at(b).localeCompare(at(a)) || b._id.localeCompare(a._id));
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'RBC 003': how staff name a bank on a cheque; empty when the account has no bank. */
export function bankLabel(bank: unknown): string {
  const b = bank as { shortName?: unknown; name?: unknown; institutionNumber?: unknown } | null;
  if (!b) return '';
  const name = str(b.shortName) || str(b.name);
  return [name, str(b.institutionNumber)].filter(Boolean).join(' ');
}
