import { fieldWords } from '../../domain/registry.ts';
import { BODY_SCHEMAS, Cents, SignedCents } from '../../domain/schemas/index.ts';
import type { ExportEntity, ExportedRecord } from './format.ts';

type Wrapped = { wrapped?: Wrapped; pipe?: Wrapped[]; entries?: Record<string, Wrapped> };

/** The entries of an entity's object schema, through its pipe (documents have one). */
function entriesOf(schema: Wrapped): Record<string, Wrapped> {
  if (schema.entries) return schema.entries;
  const first = schema.pipe?.[0];
  return first && first !== schema ? entriesOf(first) : {};
}

/** True when the field is an amount in cents (or signed cents), optional, nullable, narrowed or not. */
function isCents(schema: Wrapped | undefined): boolean {
  if (!schema) return false;
  if (schema === (Cents as unknown as Wrapped) || schema === (SignedCents as unknown as Wrapped)) return true;
  return isCents(schema.wrapped) || (schema.pipe?.[0] !== schema && isCents(schema.pipe?.[0]));
}

/** The columns of a table: each field, nested objects flattened as `executor.name`. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.set(prefix, value);
}

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A spreadsheet cell. Text a spreadsheet would run as a formula (=, +, -, @) is quoted and kept
 * as text with a leading apostrophe (OWASP, "CSV Injection"); amounts in cents become dollars.
 */
function cell(value: unknown, cents: boolean): string {
  if (value === undefined || value === null) return '';
  if (cents && typeof value === 'number') return (value / 100).toFixed(2);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ')
    : String(value);
  return quote(/^[=+\-@\t]/.test(text) ? `'${text}` : text);
}

/**
 * One entity's records as CSV for an accountant: a header row of the fields' words, one row per
 * record, the id first, amounts in dollars with two decimals, CRLF line ends (RFC 4180).
 */
export function recordsCsv(entity: ExportEntity, records: readonly ExportedRecord[]): string {
  const fields = entriesOf(BODY_SCHEMAS[entity] as unknown as Wrapped);
  const rows = records.map((r) => {
    const flat = new Map<string, unknown>();
    flatten(r, '', flat);
    return flat;
  });
  const columns = ['_id'];
  for (const field of Object.keys(fields))
    for (const row of rows)
      for (const key of row.keys())
        if ((key === field || key.startsWith(`${field}.`)) && !columns.includes(key)) columns.push(key);
  const header = columns.map((c) =>
    quote(c === '_id' ? 'Id' : c.split('.').map(fieldWords).join(' – ') + (isCents(fields[c]) ? ' ($)' : '')),
  );
  const lines = rows.map((row) =>
    columns.map((c) => cell(row.get(c), isCents(fields[c.split('.')[0]!]) && !c.includes('.'))).join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
