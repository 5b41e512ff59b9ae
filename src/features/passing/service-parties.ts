import { dollarsToCents } from '../../domain/rules/money.ts';
import {
  type ServiceEntry,
  type ServiceList,
  type ServiceParty,
  serviceList,
} from '../../domain/rules/ontario/index.ts';
import type { ServedPerson } from '../../reports/court-forms/index.ts';

/** The party fields the service list reads (a party record from the store fits). */
export interface PassingParty {
  _id: string;
  name: string;
  role?: string;
  relationshipToDeceased?: string;
  notes?: string;
  contactInfo?: string;
  minor?: boolean;
  incapable?: boolean;
  unknown?: boolean;
  outsideOntario?: boolean;
  deletedAt?: string | null;
}

/** What the records say a creditor is owed: there is no liability entity, so the notes are read. */
export type CreditorClaim = { status: 'paid' } | { status: 'owing'; amount: number } | { status: 'unknown' };

const AMOUNT = String.raw`\$\s?(\d[\d,]*(?:\.\d{1,2})?)`;
const OWING_AFTER = new RegExp(`${AMOUNT}[^.;]*?\\b(?:owing|outstanding|owed|due|unpaid)\\b`, 'i');
const OWING_BEFORE = new RegExp(`\\b(?:owing|outstanding|owed|due|unpaid)\\b[^.;$]*?${AMOUNT}`, 'i');
const OPEN_WORDS = /\b(?:unpaid|owing|outstanding|owed|due|not paid)\b/i;
const PAID_WORDS = /\b(?:paid|settled|discharged)\b/i;

/**
 * A creditor's claim as its notes record it: an amount said to be owing, outstanding, owed, due
 * or unpaid; "paid" (or settled) with no such word means nothing is owed; otherwise the amount is
 * unknown, and the creditor is served all the same (rule 74.18(3)).
 */
export function creditorClaim(party: Pick<PassingParty, 'notes'>): CreditorClaim {
  const notes = party.notes ?? '';
  const match = OWING_AFTER.exec(notes) ?? OWING_BEFORE.exec(notes);
  const amount = match ? dollarsToCents((match[1] ?? '').replace(/,/g, '')) : null;
  if (amount != null && amount > 0) return { status: 'owing', amount };
  if (OPEN_WORDS.test(notes)) return { status: 'unknown' };
  if (PAID_WORDS.test(notes)) return { status: 'paid' };
  return { status: 'unknown' };
}

export interface PassingService {
  list: ServiceList;
  claims: ReadonlyMap<string, CreditorClaim>;
  /** Creditors left off because their notes say they were paid. */
  paidCreditors: { partyId: string; name: string }[];
}

/**
 * The service list of the estate's passing from its parties: beneficiaries, and creditors whose
 * claim is owing or not known (the rules take a positive claim to serve a creditor, so an unknown
 * one is given a nominal cent and shown as "claim amount unknown").
 */
export function passingService(parties: readonly PassingParty[]): PassingService {
  // A stable order whatever the store's: beneficiaries, then creditors, each by name.
  const rank = (p: PassingParty) => (p.role === 'creditor' ? 1 : 0);
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
      ...(p.relationshipToDeceased !== undefined && { relationshipToDeceased: p.relationshipToDeceased }),
      minor: !!p.minor,
      incapable: !!p.incapable,
      unknown: !!p.unknown,
      outsideOntario: !!p.outsideOntario,
    };
    if (p.role !== 'creditor') return base;
    const claim = creditorClaim(p);
    claims.set(p._id, claim);
    if (claim.status === 'paid') paidCreditors.push({ partyId: p._id, name: p.name });
    const outstandingClaim = claim.status === 'owing' ? claim.amount : claim.status === 'unknown' ? 1 : 0;
    return { ...base, outstandingClaim };
  });
  return { list: serviceList(input), claims, paidCreditors };
}

/** Why an entry is served, in words for the list and the notice's "TO:" lines. */
export function capacityText(entry: ServiceEntry, claims: ReadonlyMap<string, CreditorClaim>): string {
  if (entry.capacity === 'beneficiary') return 'beneficiary';
  const claim = claims.get(entry.partyId);
  return claim?.status === 'owing' ? 'creditor with an outstanding claim' : 'creditor, claim amount unknown';
}

/** The persons served, for the notice of application: each entry, then each official and for whom. */
export function servedPersons(service: PassingService): ServedPerson[] {
  return [
    ...service.list.entries.map((e) => ({
      name: e.name,
      capacity: `${capacityText(e, service.claims)}${e.outsideOntario ? ', outside Ontario' : ''}`,
    })),
    ...service.list.officials.map((o) => ({ name: o.name, capacity: `served for ${o.for.join(', ')}` })),
  ];
}
