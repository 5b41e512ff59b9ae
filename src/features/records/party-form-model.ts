import type { PartyRecord, PartyRole } from '../../domain/schemas/index.ts';
import { percentToBasisPoints } from '../../ui/form-mapping.ts';
import { partyShareText } from '../../ui/record-display.ts';

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
  /** The share as typed: a percentage ('33.33', '25%') or an exact fraction ('1/3'). */
  share: string;
  notes: string;
} & Record<ServiceFact, boolean>;

export function partyFormFromRecord(p: PartyRecord): PartyFormState {
  return {
    name: p.name,
    role: p.role ?? 'beneficiary',
    relationshipToDeceased: p.relationshipToDeceased ?? '',
    contactInfo: p.contactInfo ?? '',
    share: p.shareOfEstate == null && !p.shareFraction ? '' : partyShareText(p).replace('%', ''),
    notes: p.notes ?? '',
    minor: p.minor ?? false,
    incapable: p.incapable ?? false,
    unknown: p.unknown ?? false,
    outsideOntario: p.outsideOntario ?? false,
  };
}

type ParsedShare = { basisPoints: number; fraction: { numerator: number; denominator: number } | null };

/**
 * The share typed: '1/3' is kept as that exact fraction (and rounded to basis points beside it);
 * '33.33' or '33.33%' is a percentage in basis points. Null when it is neither.
 */
export function parseShare(typed: string): ParsedShare | null {
  const text = typed.trim();
  const fraction = /^(\d{1,4})\s*\/\s*(\d{1,4})$/.exec(text);
  if (fraction) {
    const numerator = Number(fraction[1]);
    const denominator = Number(fraction[2]);
    if (denominator === 0) return null;
    return {
      basisPoints: Math.round((numerator * 10_000) / denominator),
      fraction: { numerator, denominator },
    };
  }
  try {
    const basisPoints = percentToBasisPoints(text);
    return basisPoints === undefined ? null : { basisPoints, fraction: null };
  } catch {
    return null;
  }
}

export function partyFormErrors(form: PartyFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (form.share.trim()) {
    const share = parseShare(form.share);
    if (!share)
      errors.shareOfEstate =
        'Share of Estate must be a percentage, such as 25 or 33.33, or a fraction such as 1/3';
    else if (share.basisPoints > 10_000) errors.shareOfEstate = 'Share cannot exceed 100%';
    else if ((share.fraction?.denominator ?? 0) > 1000)
      errors.shareOfEstate = 'A fraction’s second number must be at most 1000';
  }
  return errors;
}

/**
 * The changes an edit saves. Texts left empty are saved empty so a cleared field reaches the
 * server; a share left empty is no share of the residue (0).
 */
export function partyChangesFromForm(form: PartyFormState): Record<string, unknown> {
  const share = form.share.trim() ? parseShare(form.share) : null;
  return {
    name: form.name.trim(),
    role: form.role,
    relationshipToDeceased: form.relationshipToDeceased.trim(),
    contactInfo: form.contactInfo.trim(),
    shareOfEstate: share?.basisPoints ?? 0,
    shareFraction: share?.fraction ?? null,
    notes: form.notes.trim(),
    minor: form.minor,
    incapable: form.incapable,
    unknown: form.unknown,
    outsideOntario: form.outsideOntario,
  };
}
