import { centsToDecimalString, dollarsToCents } from '../../domain/rules/money.ts';
import { fieldLabel, formatValue, MONEY_FIELDS } from './describe.ts';

/**
 * "Edit and retry" for a change the server refused: the patch becomes one text input per field
 * (nested objects as "executor.email"), and the inputs become a patch again with numbers kept
 * numbers and money back in cents, so the retry passes the same schema as the first try.
 */

export type DraftKind = 'text' | 'number' | 'money' | 'boolean' | 'fixed';

export interface DraftField {
  /** Dot path into the patch; the same keys a ValidationError uses. */
  path: string;
  label: string;
  kind: DraftKind;
  /** The starting text of the input (money in dollars). */
  text: string;
  original: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldFor(path: string, value: unknown): DraftField {
  const last = path.split('.').pop() ?? path;
  const base = { path, label: fieldLabel(path), original: value };
  if (typeof value === 'string') return { ...base, kind: 'text', text: value };
  if (typeof value === 'boolean') return { ...base, kind: 'boolean', text: String(value) };
  if (typeof value === 'number') {
    return MONEY_FIELDS.has(last) && Number.isSafeInteger(value)
      ? { ...base, kind: 'money', text: centsToDecimalString(value) }
      : { ...base, kind: 'number', text: String(value) };
  }
  if (value === null || value === undefined) {
    return { ...base, kind: MONEY_FIELDS.has(last) ? 'money' : 'text', text: '' };
  }
  // Lists (attachments) are shown but kept as they were: a text box is no way to edit them.
  return { ...base, kind: 'fixed', text: formatValue(last, value) };
}

/** The patch's fields in order, nested objects flattened to dot paths. */
export function draftFields(patch: Record<string, unknown> | undefined, prefix = ''): DraftField[] {
  const out: DraftField[] = [];
  for (const [key, value] of Object.entries(patch ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length) out.push(...draftFields(value, path));
    else out.push(fieldFor(path, value));
  }
  return out;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isPlainObject(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

export interface DraftResult {
  patch: Record<string, unknown>;
  /** Per-field messages for inputs that cannot be read (not a number, not an amount). */
  errors: Record<string, string[]>;
}

/** Turns the inputs back into a patch; `texts` holds what the user typed, by path. */
export function patchFromDraft(fields: DraftField[], texts: Record<string, string>): DraftResult {
  const patch: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const text = texts[field.path] ?? field.text;
    const blank = text.trim() === '';
    const keepEmpty = blank && (field.original === null || field.original === undefined);
    let value: unknown;
    switch (field.kind) {
      case 'fixed':
        value = field.original;
        break;
      case 'boolean':
        value = text === 'true';
        break;
      case 'number': {
        const n = Number(text.trim());
        if (keepEmpty) value = field.original;
        else if (blank || !Number.isFinite(n)) errors[field.path] = ['Enter a number'];
        else value = n;
        break;
      }
      case 'money': {
        const cents = dollarsToCents(text);
        if (keepEmpty) value = field.original;
        else if (cents === null) errors[field.path] = ['Enter an amount in dollars, like 1,234.56'];
        else value = cents;
        break;
      }
      default:
        value = keepEmpty ? field.original : text;
    }
    if (value !== undefined) setPath(patch, field.path, value);
  }
  return { patch, errors };
}
