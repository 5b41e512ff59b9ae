import { isIsoDate, toIsoDate } from '../../domain/rules/dates.ts';
import { formatCents } from '../../domain/rules/money.ts';
import type {
  AssetClass,
  AssetRecord,
  AssetStatus,
  DocumentBody,
  PassesOutsideHow,
} from '../../domain/schemas/index.ts';
import { type FileLike, prefillFromFileName } from '../../ui/form-sections.ts';
import { numberFromField } from '../../ui/form-validation.ts';
import { DETAIL_FIELDS, type DetailField } from './asset-classes.ts';

/**
 * The asset form's state and what it turns into (docs/behaviour.md#record-forms). Amounts are cents from the
 * currency inputs; the class-specific fields are kept as typed (text, or cents for the one
 * amount) so switching class and back does not lose them.
 */
export type AssetFormState = {
  assetClass: AssetClass | null;
  name: string;
  fmvDoD: number | null;
  valuationDate: string;
  notes: string;
  acb: number | null;
  status: AssetStatus;
  dispositionDate: string;
  proceeds: number | null;
  details: Readonly<Record<string, DetailValue>>;
  /** Disposed by handing it to a beneficiary rather than by sale (docs/behaviour.md#court-accounts-data). */
  inKind: boolean;
  /** The beneficiary party who received it in kind; '' for none yet. */
  distributedTo: string;
  /** Taken on account of their share of the residue; otherwise a specific bequest. */
  onAccountOfShare: boolean;
  /** Its current market value while held (cents), the date of it and where it comes from. */
  marketValue: number | null;
  marketValueAsOf: string;
  marketValueSource: string;
  /**
   * '' while it is property of the estate; otherwise how it passes outside it, to `passesTo`
   * (docs/behaviour.md#assets-outside-the-estate).
   */
  passesOutside: '' | PassesOutsideHow;
  passesTo: string;
};

/** A class field as the form holds it: text as typed, cents for a currency, yes or no for a checkbox. */
export type DetailValue = string | number | boolean | null;

export function newAssetForm(today: Date): AssetFormState {
  return {
    assetClass: null,
    name: '',
    fmvDoD: null,
    valuationDate: toIsoDate(today),
    notes: '',
    acb: null,
    status: 'active',
    dispositionDate: '',
    proceeds: null,
    details: {},
    inKind: false,
    distributedTo: '',
    onAccountOfShare: false,
    marketValue: null,
    marketValueAsOf: '',
    marketValueSource: '',
    passesOutside: '',
    passesTo: '',
  };
}

/** A bank account's value at death is its balance then; every other class's is its fair market value. */
export const valueAtDeathLabel = (assetClass: AssetClass | null): string =>
  assetClass === 'bank_account' ? 'Balance at Date of Death' : 'Fair Market Value at Date of Death';

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

function detailProblem(f: DetailField, value: unknown): string | null {
  if (blank(value)) return f.required ? `${f.label} is required` : null;
  if (f.kind === 'number' || f.kind === 'percent' || f.kind === 'year') {
    const n = numberFromField(value);
    if (n === null) return `${f.label} must be a number`;
    if (n < 0) return `${f.label} must not be negative`;
    if (f.kind === 'percent' && n > 100) return 'Ownership cannot exceed 100%';
    if (f.kind === 'year' && !Number.isInteger(n)) return 'Year must be a whole number';
  }
  return null;
}

/** Messages keyed like the schema's paths ('name', 'details.address'), so both land on the same field. */
export function assetFormErrors(form: AssetFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.assetClass) errors.assetClass = 'Choose an asset class';
  if (blank(form.name)) errors.name = 'Name is required';
  if (form.fmvDoD === null) errors.fmvDoD = `${valueAtDeathLabel(form.assetClass)} is required`;
  if (blank(form.valuationDate)) errors.valuationDate = 'Valuation Date is required';
  else if (!isIsoDate(form.valuationDate)) errors.valuationDate = 'Valuation Date must be a date';
  if (form.status === 'disposed') {
    if (blank(form.dispositionDate)) errors.dispositionDate = 'Disposition Date is required when disposed';
    else if (!isIsoDate(form.dispositionDate)) errors.dispositionDate = 'Disposition Date must be a date';
    if (form.proceeds === null)
      errors.proceeds = form.inKind
        ? 'Value at distribution is required'
        : 'Proceeds are required when disposed';
    if (form.inKind && !form.distributedTo) errors.distributedTo = 'Choose the beneficiary who received it';
  } else if (form.marketValue !== null) {
    if (blank(form.marketValueAsOf)) errors.marketValueAsOf = 'Valued On is required with a market value';
    else if (!isIsoDate(form.marketValueAsOf)) errors.marketValueAsOf = 'Valued On must be a date';
  }
  if (form.passesOutside && blank(form.passesTo)) errors['passesOutside.to'] = 'Passes To is required';
  for (const f of form.assetClass ? DETAIL_FIELDS[form.assetClass] : []) {
    const problem = detailProblem(f, form.details[f.name]);
    if (problem) errors[`details.${f.name}`] = problem;
  }
  return errors;
}

function detailValue(f: DetailField, value: DetailValue | undefined): unknown {
  // A checkbox left untouched keeps its default: ticked (real property is in Ontario unless said otherwise).
  if (f.kind === 'checkbox') return value !== false;
  if (blank(value)) return undefined;
  if (f.kind === 'currency') return typeof value === 'number' ? value : undefined;
  if (f.kind === 'number' || f.kind === 'percent' || f.kind === 'year') return numberFromField(value);
  return String(value).trim();
}

/**
 * The AssetBody to save (validated again by the store's schema). Only the chosen class's
 * fields go into details, and the disposition only while the status is disposed.
 */
export function assetBodyFromForm(
  form: AssetFormState,
  estateId: string,
  attachments: readonly string[],
): Record<string, unknown> {
  const assetClass = form.assetClass ?? 'other';
  const details: Record<string, unknown> = {};
  for (const f of DETAIL_FIELDS[assetClass]) {
    const value = detailValue(f, form.details[f.name]);
    if (value !== undefined) details[f.name] = value;
  }
  const disposed = form.status === 'disposed';
  const given = disposed && form.inKind && form.distributedTo !== '';
  // A market value is for an asset still held: the statement of assets on hand.
  const valued = !disposed && form.marketValue !== null;
  const body: Record<string, unknown> = {
    estate: estateId,
    name: form.name.trim(),
    assetClass,
    fmvDoD: form.fmvDoD,
    valuationDate: form.valuationDate,
    acb: form.acb,
    notes: form.notes.trim() || undefined,
    status: form.status,
    dispositionDate: disposed ? form.dispositionDate : undefined,
    proceeds: disposed ? form.proceeds : undefined,
    details,
    attachments: [...attachments],
    distributedTo: given ? form.distributedTo : undefined,
    onAccountOfShare: given ? form.onAccountOfShare : undefined,
    marketValue: valued ? form.marketValue : undefined,
    marketValueAsOf: valued ? form.marketValueAsOf : undefined,
    marketValueSource: valued && form.marketValueSource.trim() ? form.marketValueSource.trim() : undefined,
    passesOutside: form.passesOutside ? { how: form.passesOutside, to: form.passesTo.trim() } : undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

export type GainLoss = { kind: 'gain' | 'loss' | 'none'; cents: number; text: string };

/** Implied gain or loss (docs/behaviour.md#record-forms) = proceeds - ACB, in CAD en-CA; null until both are known. */
export function impliedGainLoss(proceeds: number | null, acb: number | null): GainLoss | null {
  if (proceeds === null || acb === null) return null;
  const cents = proceeds - acb;
  if (cents > 0) return { kind: 'gain', cents, text: `Implied gain: ${formatCents(cents)}` };
  if (cents < 0) return { kind: 'loss', cents, text: `Implied loss: ${formatCents(cents)}` };
  return { kind: 'none', cents, text: `No gain or loss: ${formatCents(0)}` };
}

/** An attachment becomes a document of the estate, titled like the file (docs/behaviour.md#record-forms naming rule). */
export function attachmentDocument(file: FileLike, estateId: string): DocumentBody {
  const title = prefillFromFileName(file.name) || file.name.trim() || 'Attachment';
  return {
    estate: estateId,
    title: title.length > 200 ? `${title.slice(0, 199)}…` : title,
    type: 'Other',
    fileName: file.name.length > 255 ? file.name.slice(-255) : file.name,
    ...(file.type ? { mimeType: file.type } : {}),
    ...(file.size !== undefined ? { size: file.size } : {}),
  };
}

/**
 * The form for editing a stored asset: amounts stay cents, and the class fields become what the
 * inputs show (numbers as text, the one currency field as cents).
 */
export function assetFormFromRecord(a: AssetRecord): AssetFormState {
  const stored = (a.details ?? {}) as Readonly<Record<string, unknown>>;
  const details: Record<string, DetailValue> = {};
  for (const f of DETAIL_FIELDS[a.assetClass]) {
    const value = stored[f.name];
    if (value == null) continue;
    details[f.name] =
      f.kind === 'currency' ? (value as number) : f.kind === 'checkbox' ? value !== false : String(value);
  }
  return {
    assetClass: a.assetClass,
    name: a.name,
    fmvDoD: a.fmvDoD,
    valuationDate: a.valuationDate,
    notes: a.notes ?? '',
    acb: a.acb ?? null,
    status: a.status ?? 'active',
    dispositionDate: a.dispositionDate ?? '',
    proceeds: a.proceeds ?? null,
    details,
    inKind: Boolean(a.distributedTo),
    distributedTo: a.distributedTo ?? '',
    onAccountOfShare: a.onAccountOfShare ?? false,
    marketValue: a.marketValue ?? null,
    marketValueAsOf: a.marketValueAsOf ?? '',
    marketValueSource: a.marketValueSource ?? '',
    passesOutside: a.passesOutside?.how ?? '',
    passesTo: a.passesOutside?.to ?? '',
  };
}

/**
 * The changes an edit saves: the body, with an explicit empty value for the optional fields the
 * form left empty (an update changes only the fields it names), so a cleared ACB or a disposal
 * undone reaches the server.
 */
export function assetChangesFromForm(
  form: AssetFormState,
  estateId: string,
  attachments: readonly string[],
): Record<string, unknown> {
  return {
    acb: null,
    notes: '',
    dispositionDate: null,
    proceeds: null,
    distributedTo: null,
    onAccountOfShare: false,
    marketValue: null,
    marketValueAsOf: null,
    marketValueSource: '',
    passesOutside: null,
    ...assetBodyFromForm(form, estateId, attachments),
  };
}
