import { partyRoles, roleFields } from '../../domain/rules/party-roles.ts';
import {
  type PartyBody,
  type PartyRecord,
  type PartyRole,
  type PostalAddress,
  REPRESENTATIVE_CAPACITIES,
} from '../../domain/schemas/index.ts';
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

/** A postal address as its fields are typed (all text; empty is none). */
export type AddressFields = Record<keyof PostalAddress, string>;

const NO_ADDRESS: AddressFields = { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' };

export type RepresentativeCapacity = (typeof REPRESENTATIVE_CAPACITIES)[number];

/**
 * The party form (docs/behaviour.md#record-forms), for a new party and for an edit alike: a
 * beneficiary, estate trustee, creditor or other person of the estate, with one role or several.
 * The share is typed as a percentage or a fraction and kept in basis points (and exactly).
 */
export type PartyFormState = {
  name: string;
  /** Every role the party has, at least one (an estate trustee who is also a beneficiary: both). */
  roles: PartyRole[];
  relationshipToDeceased: string;
  contactInfo: string;
  /** The address for service (docs/behaviour.md#parties). */
  address: AddressFields;
  /** Who is served for the party (an attorney, a co-trustee of its estate), with their address. */
  representativeName: string;
  representativeCapacity: RepresentativeCapacity;
  representativeAddress: AddressFields;
  /** The share as typed: a percentage ('33.33', '25%') or an exact fraction ('1/3'). */
  share: string;
  notes: string;
} & Record<ServiceFact, boolean>;

const addressFields = (a: PostalAddress | null | undefined): AddressFields => ({
  line1: a?.line1 ?? '',
  line2: a?.line2 ?? '',
  city: a?.city ?? '',
  region: a?.region ?? '',
  postalCode: a?.postalCode ?? '',
  country: a?.country ?? '',
});

/** A new party's form: a beneficiary with nothing else filled in. */
export const NEW_PARTY_FORM: PartyFormState = {
  name: '',
  roles: ['beneficiary'],
  relationshipToDeceased: '',
  contactInfo: '',
  address: NO_ADDRESS,
  representativeName: '',
  representativeCapacity: REPRESENTATIVE_CAPACITIES[0],
  representativeAddress: NO_ADDRESS,
  share: '',
  notes: '',
  minor: false,
  incapable: false,
  unknown: false,
  outsideOntario: false,
};

export function partyFormFromRecord(p: PartyRecord): PartyFormState {
  return {
    name: p.name,
    roles: partyRoles(p),
    relationshipToDeceased: p.relationshipToDeceased ?? '',
    contactInfo: p.contactInfo ?? '',
    address: addressFields(p.address),
    representativeName: p.representative?.name ?? '',
    representativeCapacity: p.representative?.capacity ?? REPRESENTATIVE_CAPACITIES[0],
    representativeAddress: addressFields(p.representative?.address),
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

const filled = (a: AddressFields) => Object.values(a).some((v) => v.trim() !== '');

/** The address typed, or null when every field is empty. */
function addressOf(a: AddressFields): PostalAddress | null {
  if (!filled(a)) return null;
  const out: PostalAddress = { line1: a.line1.trim(), city: a.city.trim() };
  for (const key of ['line2', 'region', 'postalCode', 'country'] as const) {
    if (a[key].trim()) out[key] = a[key].trim();
  }
  return out;
}

/** A started address needs its street and city: each missing one is named on its field. */
function addressErrors(a: AddressFields, prefix: string): Record<string, string> {
  if (!filled(a)) return {};
  const errors: Record<string, string> = {};
  if (!a.line1.trim()) errors[`${prefix}.line1`] = 'Street address is required for an address';
  if (!a.city.trim()) errors[`${prefix}.city`] = 'City is required for an address';
  return errors;
}

export function partyFormErrors(form: PartyFormState): Record<string, string> {
  const errors: Record<string, string> = {
    ...addressErrors(form.address, 'address'),
    ...addressErrors(form.representativeAddress, 'representative.address'),
  };
  if (!form.name.trim()) errors.name = 'Name is required';
  if (form.roles.length === 0) errors.roles = 'Choose at least one role';
  if (!form.representativeName.trim() && filled(form.representativeAddress))
    errors.representative = 'Name the person served, or clear their address';
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
  const representativeAddress = addressOf(form.representativeAddress);
  return {
    name: form.name.trim(),
    ...roleFields(form.roles),
    relationshipToDeceased: form.relationshipToDeceased.trim(),
    contactInfo: form.contactInfo.trim(),
    address: addressOf(form.address),
    representative: form.representativeName.trim()
      ? {
          name: form.representativeName.trim(),
          capacity: form.representativeCapacity,
          ...(representativeAddress && { address: representativeAddress }),
        }
      : null,
    shareOfEstate: share?.basisPoints ?? 0,
    shareFraction: share?.fraction ?? null,
    notes: form.notes.trim(),
    minor: form.minor,
    incapable: form.incapable,
    unknown: form.unknown,
    outsideOntario: form.outsideOntario,
  };
}

/** A new party's body: what the form says, without the empty texts an edit would clear. */
export function partyBodyFromForm(form: PartyFormState, estate: string): PartyBody {
  const changes = partyChangesFromForm(form);
  const body = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== '' && value !== null && value !== false),
  );
  return { ...body, estate } as PartyBody;
}
