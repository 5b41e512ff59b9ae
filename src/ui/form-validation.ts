import { isIsoDate } from '../domain/rules/dates.ts';
import { dollarsToCents } from '../domain/rules/money.ts';
import { type FormField, type FormSection, type FormValues, firstFile } from './form-sections.ts';

/** Dynamic form rules of docs/behaviour.md#record-forms: show_if visibility and per-field messages. */

export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return firstFile(value) === null;
}

export function visibleFields(section: FormSection, values: FormValues): FormField[] {
  return section.fields.filter((f) => !f.show_if || values[f.show_if.field] === f.show_if.equals);
}

/** A number field's value, allowing the '25%' and '1,000' people type; null when it is not one. */
export function numberFromField(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[,\s%]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

function problemWith(f: FormField, value: unknown): string | null {
  if (isEmptyValue(value)) return f.required ? `${f.label} is required` : null;
  let amount: number | null = null;
  if (f.type === 'number') {
    amount = numberFromField(value);
    if (amount === null) return `${f.label} must be a number`;
  } else if (f.type === 'currency') {
    const cents = typeof value === 'string' || typeof value === 'number' ? dollarsToCents(value) : null;
    if (cents === null) return `${f.label} must be an amount in dollars`;
    amount = cents / 100;
  } else if (f.type === 'date' && !isIsoDate(value)) {
    return `${f.label} must be a date`;
  } else if (f.type === 'select' && f.options && !f.options.includes(String(value))) {
    return `Choose one of the listed options for ${f.label}`;
  }
  if (
    amount !== null &&
    ((f.min !== undefined && amount < f.min) || (f.max !== undefined && amount > f.max))
  ) {
    if (f.max === undefined) return `${f.label} must be at least ${f.min}`;
    return `${f.label} must be between ${f.min ?? 0} and ${f.max}`;
  }
  return null;
}

/** Messages by field name for the visible fields; a hidden field never blocks a save. */
export function validateForm(section: FormSection, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of visibleFields(section, values)) {
    const problem = problemWith(f, values[f.name]);
    if (problem) errors[f.name] = problem;
  }
  return errors;
}
