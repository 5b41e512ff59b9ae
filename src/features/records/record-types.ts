import type { FormSectionId } from '../../domain/rules/forms.ts';

/** What the record create page shows for a type (spec §2, DESIGN §9). */
export type RecordForm =
  | { kind: 'asset' }
  | { kind: 'transaction' }
  | { kind: 'account' }
  | { kind: 'section'; section: FormSectionId }
  | { kind: 'link'; to: string; label: string; text: string }
  | { kind: 'unknown' };

const SECTIONS: Readonly<Record<string, FormSectionId>> = {
  beneficiary: 'beneficiaries',
  party: 'beneficiaries',
  legal: 'legal',
  document: 'legal',
  report: 'reports',
};

/**
 * The spec's "any other type uses the generic form" cannot build a form for a type it has no
 * fields for, so an unknown type says so instead of saving an empty record. Files and estates
 * have their own create screens, which the page links to.
 */
export function recordFormFor(type: string | null | undefined): RecordForm {
  const t = (type ?? '').trim().toLowerCase();
  if (t === 'asset') return { kind: 'asset' };
  if (t === 'transaction') return { kind: 'transaction' };
  if (t === 'bank-account' || t === 'account') return { kind: 'account' };
  const section = SECTIONS[t];
  if (section) return { kind: 'section', section };
  if (t === 'file') {
    return {
      kind: 'link',
      to: '/admin/files/create',
      label: 'Go to Create File',
      text: 'Files have their own create page.',
    };
  }
  if (t === 'estate') {
    return {
      kind: 'link',
      to: '/admin/data/estates/create',
      label: 'Go to Create Estate',
      text: 'Estates have their own create page.',
    };
  }
  return { kind: 'unknown' };
}

/** Forms that add a record to an estate, and so need to know which estate. */
export const needsEstate = (form: RecordForm): boolean =>
  form.kind === 'asset' || form.kind === 'transaction' || form.kind === 'account' || form.kind === 'section';

/** The page's type: the `type` query parameter, or the route's record type without one. */
export function recordTypeOf(search: unknown, routeType: string | undefined): string {
  const fromSearch = (search as { type?: unknown } | null)?.type;
  if (typeof fromSearch === 'string' && fromSearch.trim() !== '') return fromSearch.trim();
  return routeType ?? '';
}

/** The estate id from the `estate` query parameter, if it looks like one. */
export function estateIdOf(search: unknown): string | null {
  const value = (search as { estate?: unknown } | null)?.estate;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
