import type { RuleSource } from './sources.ts';

/**
 * Who is served with a notice of application to pass accounts, and when an official must be served
 * too: the Children's Lawyer for a minor, the Public Guardian and Trustee for a charity, a mentally
 * incapable person or a person who cannot be found or identified.
 */
export const SERVICE_LIST_RULE: RuleSource = {
  rule:
    'Serve each person with a contingent or vested interest in the estate, and each creditor whose claim ' +
    'is still outstanding. Where a person with an interest is a minor, serve the Children’s Lawyer; where ' +
    'a person is mentally incapable, unknown or cannot be found, or a charity has an interest, serve the ' +
    'Public Guardian and Trustee.',
  source:
    'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.18(3) and 7.04(1); Charities Accounting Act, ' +
    'R.S.O. 1990, c. C.10',
};

export type Official = 'childrens-lawyer' | 'public-guardian-and-trustee';

export const OFFICIAL_NAMES: Readonly<Record<Official, string>> = {
  'childrens-lawyer': 'The Children’s Lawyer',
  'public-guardian-and-trustee': 'The Public Guardian and Trustee',
};

/** What the service list needs of a party; the flags come from the party's record or the lawyer. */
export interface ServiceParty {
  _id: string;
  name: string;
  role?: string;
  relationshipToDeceased?: string;
  /** Under 18 (Age of Majority and Accountability Act). */
  minor?: boolean;
  /** Mentally incapable of managing property. */
  incapable?: boolean;
  /** Not found or not identified (an unknown heir, a class not yet ascertained). */
  unknown?: boolean;
  /** Lives outside Ontario: the longer notice applies. */
  outsideOntario?: boolean;
  /** Cents still owed to a creditor. */
  outstandingClaim?: number;
}

export interface ServiceEntry {
  partyId: string;
  name: string;
  /** Why this person is served. */
  capacity: 'beneficiary' | 'creditor';
  outsideOntario: boolean;
  /** Officials who must be served because of this person. */
  officials: Official[];
  /** Each official's reason, in words for the list. */
  reasons: string[];
}

export interface ServiceList {
  entries: ServiceEntry[];
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
  if (isCharity(p)) {
    officials.add('public-guardian-and-trustee');
    reasons.push('a charity: serve the Public Guardian and Trustee');
  }
  if (p.incapable) {
    officials.add('public-guardian-and-trustee');
    reasons.push('mentally incapable: serve the Public Guardian and Trustee');
  }
  if (p.unknown) {
    officials.add('public-guardian-and-trustee');
    reasons.push('unknown or not found: serve the Public Guardian and Trustee');
  }
  return [[...officials], reasons];
}

/**
 * The service list of an estate's passing: beneficiaries (vested or contingent) and creditors with
 * an outstanding claim; the executor applies and is not served, nor are creditors paid in full.
 */
export function serviceList(parties: readonly ServiceParty[]): ServiceList {
  const entries: ServiceEntry[] = [];
  for (const p of parties) {
    const role = p.role ?? 'beneficiary';
    const capacity =
      role === 'beneficiary'
        ? 'beneficiary'
        : role === 'creditor' && (p.outstandingClaim ?? 0) > 0
          ? 'creditor'
          : null;
    if (!capacity) continue;
    const [officials, reasons] = capacity === 'beneficiary' ? officialsFor(p) : [[], []];
    entries.push({
      partyId: p._id,
      name: p.name,
      capacity,
      outsideOntario: !!p.outsideOntario,
      officials,
      reasons,
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
  return { entries, officials, anyOutsideOntario: entries.some((e) => e.outsideOntario) };
}
