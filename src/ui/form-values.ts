import { dollarsToCents } from '../domain/rules/money.ts';
import { type FileLike, type FormValues, firstFile } from './form-sections.ts';

/**
 * Reading generic form values for the mappings: trimmed text, cents, the first file. Internal
 * to form-mapping.ts and left out of index.ts, so names as plain as `text` do not leak.
 */

export const text = (values: FormValues, name: string): string | undefined => {
  const value = values[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Keeps stored records free of keys that only say "nothing here". */
export const compact = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;

export const clip = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

export function centsOf(values: FormValues, name: string, label: string): number {
  const value = values[name];
  const cents = typeof value === 'string' || typeof value === 'number' ? dollarsToCents(value) : null;
  if (cents === null) throw new RangeError(`${label} must be an amount in dollars`);
  return cents;
}

export const fileOf = (value: unknown): FileLike | null => {
  const file = firstFile(value as ArrayLike<unknown> | null);
  return file && typeof file === 'object' && typeof (file as FileLike).name === 'string'
    ? (file as FileLike)
    : null;
};
