import { percentToBasisPoints } from '../../domain/rules/form-mapping.ts';
import { formatShare } from '../../domain/rules/record-display.ts';
import type { PartyRecord, PartyRole } from '../../domain/schemas/index.ts';

/** The facts about a party that decide who is served on a passing of accounts (docs/behaviour.md#passing). */
export const SERVICE_FACTS = [
  { name: 'minor', label: 'Minor' },
  { name: 'incapable', label: 'Mentally incapable' },
  { name: 'unknown', label: 'Not found' },
  { name: 'outsideOntario', label: 'Outside Ontario' },
] as const;
export type ServiceFact = (typeof SERVICE_FACTS)[number]['name'];

/**
 * The party form (docs/behaviour.md#record-forms): a beneficiary, executor, creditor or other
 * person of the estate. The share is typed as a percentage and kept in basis points.
 */
export type PartyFormState = {
  name: string;
  role: PartyRole;
  relationshipToDeceased: string;
  contactInfo: string;
  /** The share as typed, e.g. '33.33' or '25%'. */
  share: string;
  notes: string;
} & Record<ServiceFact, boolean>;

export function partyFormFromRecord(p: PartyRecord): PartyFormState {
  return {
    name: p.name,
    role: p.role ?? 'beneficiary',
    relationshipToDeceased: p.relationshipToDeceased ?? '',
    contactInfo: p.contactInfo ?? '',
    share: p.shareOfEstate == null ? '' : formatShare(p.shareOfEstate).replace('%', ''),
    notes: p.notes ?? '',
    minor: p.minor ?? false,
    incapable: p.incapable ?? false,
    unknown: p.unknown ?? false,
    outsideOntario: p.outsideOntario ?? false,
  };
}

function shareOf(form: PartyFormState): number | undefined {
  try {
    return percentToBasisPoints(form.share);
  } catch {
    return undefined;
  }
}

export function partyFormErrors(form: PartyFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (form.share.trim()) {
    const bp = shareOf(form);
    if (bp === undefined) errors.shareOfEstate = 'Share of Estate must be a percentage, such as 25 or 33.33';
    else if (bp > 10_000) errors.shareOfEstate = 'Share cannot exceed 100%';
  }
  return errors;
}

/**
 * The changes an edit saves. Texts left empty are saved empty so a cleared field reaches the
 * server; a share left empty is no share of the residue (0).
 */
export function partyChangesFromForm(form: PartyFormState): Record<string, unknown> {
  return {
    name: form.name.trim(),
    role: form.role,
    relationshipToDeceased: form.relationshipToDeceased.trim(),
    contactInfo: form.contactInfo.trim(),
    shareOfEstate: shareOf(form) ?? 0,
    notes: form.notes.trim(),
    minor: form.minor,
    incapable: form.incapable,
    unknown: form.unknown,
    outsideOntario: form.outsideOntario,
  };
}
