import type { PostalAddress } from '../../schemas/common.ts';
import { VALUE_LABELS } from '../../value-labels.ts';
import { type HasRoles, partyHasRole } from '../party-roles.ts';
import { postalAddressText } from '../postal-address.ts';
import { partyPlace } from './address-place.ts';
import type { RuleSource } from './sources.ts';

/**
 * Who is served with a notice of application to pass accounts, and when an official must be served
 * too: the Children's Lawyer for a minor and for unborn and unascertained persons, the Public
 * Guardian and Trustee for a charitable interest and for a mentally incapable person who has no
 * attorney or guardian of property (who is served instead when there is one).
 */
export const SERVICE_LIST_RULE: RuleSource = {
  rule:
    'Serve each person with a contingent or vested interest in the estate, and each creditor whose claim ' +
    'is still outstanding; the applicant is not served on themself. Where a person with an interest is a ' +
    'minor, or is unborn or unascertained, serve the Children’s Lawyer; where a person is mentally ' +
    'incapable, serve their attorney or guardian of property, or the Public Guardian and Trustee if they ' +
    'have none; where a charity has an interest, serve the Public Guardian and Trustee.',
  source:
    'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.18(3), 7.01 and 7.04(1); Substitute Decisions ' +
    'Act, 1992, S.O. 1992, c. 30; Charities Accounting Act, R.S.O. 1990, c. C.10',
};

export type Official = 'childrens-lawyer' | 'public-guardian-and-trustee';

export const OFFICIAL_NAMES: Readonly<Record<Official, string>> = VALUE_LABELS.official;

/** What the service list needs of a party; the flags come from the party's record or the lawyer. */
export interface ServiceParty extends HasRoles {
  _id: string;
  name: string;
  relationshipToDeceased?: string;
  /** Under 18 (Age of Majority and Accountability Act). */
  minor?: boolean;
  /** Mentally incapable of managing property. */
  incapable?: boolean;
  /** Unborn or unascertained (a class not yet closed, an heir not yet identified). */
  unknown?: boolean;
  /**
   * Lives outside Ontario, as the lawyer says (the longer notice applies); when not said, the
   * party's address decides.
   */
  outsideOntario?: boolean;
  /** The party's free-text contact details: read for the place only when no structured address is kept. */
  contactInfo?: string;
  /** The address for service, which decides the place first and is printed on the forms. */
  address?: PostalAddress | null;
  /** Who receives service for the party: an attorney or guardian of property, an estate trustee. */
  representative?: { name: string; capacity: string; address?: PostalAddress | null } | null;
  /** Cents still owed to a creditor. */
  outstandingClaim?: number;
}

export interface ServiceEntry {
  partyId: string;
  name: string;
  /** Why this person is served. */
  capacity: 'beneficiary' | 'creditor';
  outsideOntario: boolean;
  /** Where outside Ontario comes from: the lawyer's box, or the place the address names. */
  outsideOntarioFrom: 'checkbox' | 'address' | null;
  /** The place the address names, when it names one. */
  where: string | null;
  /** Served on their representative (an attorney or guardian of property, an estate trustee). */
  servedOn: { name: string; capacity: string } | null;
  /**
   * Where the notice is mailed, on one line: the representative's address when one is served,
   * else the party's (r. 16.06); null when none is recorded, which stops the documents.
   */
  servedAt: string | null;
  /** Officials who must be served because of this person. */
  officials: Official[];
  /** Each official's reason, in words for the list. */
  reasons: string[];
}

export interface ServiceList {
  entries: ServiceEntry[];
  /** Parties with an interest who are not served, and why (the applicant, on themself). */
  notServed: { partyId: string; name: string; why: string }[];
  /**
   * The applicant also answers for a party served (its estate trustee, attorney or guardian): the
   * lawyer must see to its separate representation, for the applicant cannot serve themself.
   */
  conflicts: { partyId: string; name: string; applicant: string }[];
  /**
   * Persons served with no address to mail to (theirs, or their representative's when one is
   * served for them), except those served through the applicant, whose fix is another person.
   */
  unaddressed: { partyId: string; name: string; servedOn?: string }[];
  /** Each official to be served, with the people they are served for. */
  officials: { official: Official; name: string; for: string[] }[];
  /** Someone is served outside Ontario: 75 days' notice. */
  anyOutsideOntario: boolean;
}

const isCharity = (p: ServiceParty) => (p.relationshipToDeceased ?? '').trim().toLowerCase() === 'charity';

function officialsFor(p: ServiceParty): [Official[], string[]] {
  const officials = new Set<Official>();
  const reasons: string[] = [];
  if (p.minor) {
    officials.add('childrens-lawyer');
    reasons.push('a minor: serve the Children’s Lawyer');
  }
  if (p.unknown) {
    officials.add('childrens-lawyer');
    reasons.push('unborn or unascertained: serve the Children’s Lawyer');
  }
  if (isCharity(p)) {
    officials.add('public-guardian-and-trustee');
    reasons.push('a charity: serve the Public Guardian and Trustee');
  }
  if (p.incapable) {
    if (p.representative?.name.trim()) {
      reasons.push(`mentally incapable: serve ${p.representative.name.trim()}, ${p.representative.capacity}`);
    } else {
      officials.add('public-guardian-and-trustee');
      reasons.push(
        'mentally incapable, with no attorney or guardian of property: serve the Public Guardian and Trustee',
      );
    }
  }
  return [[...officials], reasons];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The service list of an estate's passing: beneficiaries (vested or contingent) and creditors with
 * an outstanding claim. The applicants (the estate trustees) are not served, on themselves: not as
 * beneficiaries (a party who is both estate trustee and beneficiary, or a beneficiary record of an
 * applicant's name), and not as the representative of another party, which is flagged as a
 * conflict until someone else is named to be served.
 */
export function serviceList(
  parties: readonly ServiceParty[],
  { applicants = [] }: { applicants?: readonly string[] } = {},
): ServiceList {
  const entries: ServiceEntry[] = [];
  const notServed: ServiceList['notServed'] = [];
  const conflicts: ServiceList['conflicts'] = [];
  const applicant = (name: string | undefined) =>
    name ? applicants.find((a) => sameName(a, name)) : undefined;
  for (const p of parties) {
    const capacity = partyHasRole(p, 'beneficiary')
      ? 'beneficiary'
      : partyHasRole(p, 'creditor') && (p.outstandingClaim ?? 0) > 0
        ? 'creditor'
        : null;
    if (!capacity) continue;
    if (partyHasRole(p, 'executor') || applicant(p.name)) {
      notServed.push({ partyId: p._id, name: p.name, why: 'the applicant, who is not served on themself' });
      continue;
    }
    const through = applicant(p.representative?.name);
    if (through) conflicts.push({ partyId: p._id, name: p.name, applicant: through });
    const [officials, reasons] = capacity === 'beneficiary' ? officialsFor(p) : [[], []];
    const place = partyPlace(p);
    const said = p.outsideOntario;
    const servedOn = p.representative?.name.trim() && !through ? p.representative : null;
    const at = postalAddressText(servedOn ? servedOn.address : p.address);
    entries.push({
      partyId: p._id,
      name: p.name,
      capacity,
      outsideOntario: said ?? place?.outsideOntario ?? false,
      outsideOntarioFrom: said !== undefined ? 'checkbox' : place ? 'address' : null,
      where: place?.where ?? null,
      servedOn: servedOn ? { name: servedOn.name.trim(), capacity: servedOn.capacity } : null,
      servedAt: at || null,
      officials,
      reasons: through
        ? [
            ...reasons,
            `${through}, the applicant, also acts for them: they need a representative of their own`,
          ]
        : reasons,
    });
  }
  const order: Official[] = ['childrens-lawyer', 'public-guardian-and-trustee'];
  const officials = order
    .map((official) => ({
      official,
      name: OFFICIAL_NAMES[official],
      for: entries.filter((e) => e.officials.includes(official)).map((e) => e.name),
    }))
    .filter((o) => o.for.length > 0);
  const unaddressed = entries
    .filter((e) => !e.servedAt && !conflicts.some((c) => c.partyId === e.partyId))
    .map((e) => ({ partyId: e.partyId, name: e.name, ...(e.servedOn && { servedOn: e.servedOn.name }) }));
  return {
    entries,
    notServed,
    conflicts,
    unaddressed,
    officials,
    anyOutsideOntario: entries.some((e) => e.outsideOntario),
  };
}
