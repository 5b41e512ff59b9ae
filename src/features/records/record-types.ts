import { ENTITIES } from '../../domain/registry.ts';
import type { LinkedEntity } from '../../store/index.ts';
import { type AppLink, estateCreateLink, fileCreateLink } from '../../ui/app-links.ts';
import type { FormSectionId } from '../../ui/form-sections.ts';

/** What the record create page shows for a type (docs/behaviour.md#record-forms, docs/behaviour.md#differences-from-the-specification). */
export type RecordForm =
  | { kind: 'asset' }
  | { kind: 'transaction' }
  | { kind: 'account' }
  | { kind: 'party' }
  | { kind: 'section'; section: FormSectionId }
  | { kind: 'link'; link: AppLink; label: string; text: string }
  | { kind: 'unknown' };

/**
 * Every name a link may use for a form. The singular record names open the app's own forms (the
 * asset form with its class fields, the transaction form with kinds and accounts); the spec's form
 * section names (`beneficiaries`, `assets`, `transactions`, `legal-and-court-details`, `reports`)
 * open that section's fields, as the Create New Account panels do, since other screens link by them.
 */
const FORMS: Readonly<Record<string, RecordForm>> = (() => {
  const asset: RecordForm = { kind: 'asset' };
  const transaction: RecordForm = { kind: 'transaction' };
  const account: RecordForm = { kind: 'account' };
  // A party of any role (several at once), in the form that also edits it (docs/behaviour.md#parties).
  const party: RecordForm = { kind: 'party' };
  const section = (id: FormSectionId): RecordForm => ({ kind: 'section', section: id });
  const link = (entity: 'files' | 'estates', to: AppLink): RecordForm => ({
    kind: 'link',
    link: to,
    label: `Go to Create ${ENTITIES[entity].label}`,
    text: `${ENTITIES[entity].pluralLabel} have their own create page.`,
  });
  const file = link('files', fileCreateLink());
  const estate = link('estates', estateCreateLink());
  return {
    asset,
    assets: section('assets'),
    transaction,
    transactions: section('transactions'),
    account,
    accounts: account,
    'bank-account': account,
    'bank-accounts': account,
    beneficiary: section('beneficiaries'),
    beneficiaries: section('beneficiaries'),
    party,
    parties: party,
    legal: section('legal'),
    'legal-and-court-details': section('legal'),
    document: section('legal'),
    documents: section('legal'),
    report: section('reports'),
    reports: section('reports'),
    file,
    files: file,
    estate,
    estates: estate,
  };
})();

/**
 * The spec's "any other type uses the generic form" cannot build a form for a type it has no
 * fields for, so an unknown type says so instead of saving an empty record. Files and estates
 * have their own create screens, which the page links to.
 */
export function recordFormFor(type: string | null | undefined): RecordForm {
  const t = (type ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return Object.hasOwn(FORMS, t) ? FORMS[t]! : { kind: 'unknown' };
}

/** Forms that add a record to an estate, and so need to know which estate. */
export const needsEstate = (form: RecordForm): boolean =>
  form.kind === 'asset' ||
  form.kind === 'transaction' ||
  form.kind === 'account' ||
  form.kind === 'party' ||
  form.kind === 'section';

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

/** The records the edit page changes and deletes, by the names a link may use for them. */
const EDITABLE: Readonly<Record<string, LinkedEntity>> = {
  asset: 'assets',
  assets: 'assets',
  transaction: 'transactions',
  transactions: 'transactions',
  party: 'parties',
  parties: 'parties',
  beneficiary: 'parties',
  beneficiaries: 'parties',
};

/** The entity /admin/$recordType/$id/edit changes, or null for a type it has no form for. */
export function editableEntityOf(type: string | null | undefined): LinkedEntity | null {
  const t = (type ?? '').trim().toLowerCase();
  return Object.hasOwn(EDITABLE, t) ? EDITABLE[t]! : null;
}
