import {
  type Official,
  type ServiceEntry,
  type ServiceList,
  type ServiceParty,
  serviceList,
} from '../../domain/rules/ontario/index.ts';
import { partyHasRole } from '../../domain/rules/party-roles.ts';
import type { PostalAddress } from '../../domain/schemas/index.ts';
import type { ServedPerson } from '../../reports/court-forms/index.ts';

/** The party fields the service list reads (a party record from the store fits). */
export interface PassingParty {
  _id: string;
  name: string;
  role?: string;
  roles?: readonly string[] | null;
  relationshipToDeceased?: string;
  notes?: string;
  contactInfo?: string;
  address?: PostalAddress | null;
  minor?: boolean;
  incapable?: boolean;
  unknown?: boolean;
  outsideOntario?: boolean | null;
  outsideOntarioReason?: string;
  representative?: { name: string; capacity: string; address?: PostalAddress | null } | null;
  deletedAt?: string | null;
}

/** What a creditor is owed, from the estate's liability records and the payments linked to them. */
export type CreditorClaim = { status: 'paid' } | { status: 'owing'; amount: number } | { status: 'unknown' };

/** A liability record as the service list reads it (a liability record from the store fits). */
export interface PassingLiability {
  party?: string | null;
  amountAtDeath: number;
  paidBy?: readonly string[];
  deletedAt?: string | null;
}

/**
 * A creditor's claim from the liability records naming it: owing what the amounts at death
 * exceed the disbursements linked as paying them; paid when they cover it; unknown when no
 * liability names the creditor, who is then served all the same (rule 74.18(3)). Notes are never
 * read: a figure typed in a note is no record of a debt or of its payment.
 */
export function creditorClaim(
  creditorId: string,
  liabilities: readonly PassingLiability[],
  payments: ReadonlyMap<string, number>,
): CreditorClaim {
  const own = liabilities.filter((l) => l.deletedAt == null && l.party === creditorId);
  if (own.length === 0) return { status: 'unknown' };
  const owing = own.reduce((sum, l) => {
    const paid = (l.paidBy ?? []).reduce((s, id) => s + (payments.get(id) ?? 0), 0);
    return sum + Math.max(0, l.amountAtDeath - paid);
  }, 0);
  return owing > 0 ? { status: 'owing', amount: owing } : { status: 'paid' };
}

export interface PassingService {
  list: ServiceList;
  claims: ReadonlyMap<string, CreditorClaim>;
  /** Creditors left off because their liabilities are paid in full. */
  paidCreditors: { partyId: string; name: string }[];
}

/**
 * The service list of the estate's passing from its parties: beneficiaries, and creditors whose
 * claim is owing or not known (the rules take a positive claim to serve a creditor, so an unknown
 * one is given a nominal cent and shown as "claim amount unknown").
 */
export function passingService(
  parties: readonly PassingParty[],
  liabilities: readonly PassingLiability[] = [],
  /** The amounts of the disbursements the liabilities name as paying them, by id. */
  payments: ReadonlyMap<string, number> = new Map(),
): PassingService {
  // A stable order whatever the store's: beneficiaries, then creditors, each by name.
  const rank = (p: PassingParty) =>
    partyHasRole(p, 'beneficiary') ? 0 : partyHasRole(p, 'creditor') ? 1 : 0;
  const live = parties
    .filter((p) => p.deletedAt == null)
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en-CA'));
  const claims = new Map<string, CreditorClaim>();
  const paidCreditors: PassingService['paidCreditors'] = [];
  const input: ServiceParty[] = live.map((p) => {
    const base: ServiceParty = {
      _id: p._id,
      name: p.name,
      role: p.role ?? 'beneficiary',
      ...(p.roles && { roles: p.roles }),
      ...(p.address && { address: p.address }),
      ...(p.relationshipToDeceased !== undefined && { relationshipToDeceased: p.relationshipToDeceased }),
      minor: !!p.minor,
      incapable: !!p.incapable,
      unknown: !!p.unknown,
      // Unset: the address decides (a box ticked or unticked by the lawyer says otherwise).
      ...(p.outsideOntario != null && { outsideOntario: p.outsideOntario }),
      ...(p.contactInfo !== undefined && { contactInfo: p.contactInfo }),
      representative: p.representative ?? null,
    };
    if (!partyHasRole(p, 'creditor') || partyHasRole(p, 'beneficiary')) return base;
    const claim = creditorClaim(p._id, liabilities, payments);
    claims.set(p._id, claim);
    if (claim.status === 'paid') paidCreditors.push({ partyId: p._id, name: p.name });
    const outstandingClaim = claim.status === 'owing' ? claim.amount : claim.status === 'unknown' ? 1 : 0;
    return { ...base, outstandingClaim };
  });
  // The estate trustees apply: they are never served on themselves.
  const applicants = live.filter((p) => partyHasRole(p, 'executor')).map((p) => p.name);
  return { list: serviceList(input, { applicants }), claims, paidCreditors };
}

/** Why an entry is served, in words for the list and the notice's "TO:" lines. */
export function capacityText(entry: ServiceEntry, claims: ReadonlyMap<string, CreditorClaim>): string {
  if (entry.capacity === 'beneficiary') return 'beneficiary';
  const claim = claims.get(entry.partyId);
  return claim?.status === 'owing' ? 'creditor with an outstanding claim' : 'creditor, claim amount unknown';
}

/**
 * The persons served, for the notice of application, the affidavit of service and the service
 * list: each entry with the address the notice is mailed to (its representative's when one is
 * served on the party's behalf), then each official and for whom, at the address the firm serves
 * it (none printed when the firm has not recorded one).
 */
export function servedPersons(
  service: PassingService,
  /** Where the firm serves each official (Firm details): printed as the official's address. */
  officialAddresses: Partial<Record<Official, string | undefined>> | null = null,
): ServedPerson[] {
  return [
    ...service.list.entries.map((e) => ({
      name: e.servedOn ? `${e.servedOn.name}, ${e.servedOn.capacity} of ${e.name}` : e.name,
      capacity: `${capacityText(e, service.claims)}${e.outsideOntario ? ', outside Ontario' : ''}`,
      address: e.servedAt,
      partyId: e.partyId,
      ...(e.servedOn && { servedOn: e.servedOn.name, onBehalfOf: e.name }),
    })),
    ...service.list.officials.map((o) => ({
      name: o.name,
      capacity: `served for ${o.for.join(', ')}`,
      address: officialAddresses?.[o.official]?.trim() || null,
    })),
  ];
}
