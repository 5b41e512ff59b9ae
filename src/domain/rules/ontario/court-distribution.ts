import { compareToWhole, type ExactShare, formatShare, splitByShares, sumShares } from './shares.ts';

export interface CourtBeneficiary {
  partyId: string;
  name: string;
  relationship: string;
  share: ExactShare;
  /** Paid on account of the share before the closing date: cash advances and assets in kind. */
  advances: number;
}

export interface CourtDistributionRow extends CourtBeneficiary {
  /** Share of the pool (with advances brought back in when equalising). */
  entitlement: number;
  /** Proposed payment now: never negative. */
  amount: number;
  /** Already paid beyond their share of the pool: takes nothing now (owes back or waits). */
  overAdvanced: boolean;
}

export interface DistributableCash {
  cashOnHand: number;
  liabilitiesOutstanding: number;
  compensationUnpaid: number;
  reserves: number;
  /** Cash on hand less all of the above, never below zero. */
  distributable: number;
}

export interface CourtDistribution {
  available: DistributableCash;
  equalised: boolean;
  rows: CourtDistributionRow[];
  sharesTotal: ExactShare;
  /** Part of the distributable cash no share covers (shares under the whole). */
  unallocated: number;
  total: number;
  /** The beneficiaries' advances, and their entitlements, added up. */
  advancesTotal: number;
  entitlementTotal: number;
  notes: string[];
}

/** What may be distributed: cash on hand less what must be paid or held back first. */
export function distributableCash(
  cashOnHand: number,
  deductions: { liabilitiesOutstanding: number; compensationUnpaid: number; reserves: number },
): DistributableCash {
  const { liabilitiesOutstanding, compensationUnpaid, reserves } = deductions;
  return {
    cashOnHand,
    liabilitiesOutstanding,
    compensationUnpaid,
    reserves,
    distributable: Math.max(0, cashOnHand - liabilitiesOutstanding - compensationUnpaid - reserves),
  };
}

/**
 * Statement of proposed distribution of the distributable cash by exact shares (1/3 stays 1/3;
 * only the cents are split, by largest remainder). Equalising brings advances into account: the
 * pool is the cash plus the advances, each beneficiary is entitled to their share of it less what
 * they already had. A beneficiary already paid beyond their share takes nothing now and drops
 * out, and the rest is shared among the others in proportion (repeated until no one is over),
 * so the payments always add up to the cash distributed and no payment is negative.
 */
export function courtDistribution(
  available: DistributableCash,
  beneficiaries: readonly CourtBeneficiary[],
  { equaliseAdvances = true } = {},
): CourtDistribution {
  const notes: string[] = [];
  const pool = available.distributable;
  const total = sumShares(beneficiaries.map((b) => b.share));
  const vsWhole = compareToWhole(total);
  if (beneficiaries.length === 0 || total.numerator === 0) {
    notes.push('No beneficiaries with a share of the residue are recorded.');
  } else if (vsWhole > 0)
    notes.push(`The shares add up to ${formatShare(total)}, more than the whole; applied pro rata.`);
  else if (vsWhole < 0 && total.numerator > 0) {
    notes.push(`The shares add up to ${formatShare(total)}; the rest of the residue is unallocated.`);
  }
  if (pool === 0)
    notes.push('Nothing is distributable at the closing date after liabilities, compensation and reserves.');
  // The uncovered part of the whole, as a share, so it keeps its proportion of the pool.
  const gap: ExactShare | null =
    vsWhole < 0 ? { numerator: total.denominator - total.numerator, denominator: total.denominator } : null;

  let active = beneficiaries.map((_b, i) => i).filter((i) => (beneficiaries[i]?.share.numerator ?? 0) > 0);
  let entitlement = new Map<number, number>();
  for (;;) {
    const advancesIn = equaliseAdvances
      ? active.reduce((s, i) => s + (beneficiaries[i]?.advances ?? 0), 0)
      : 0;
    const shares = active.map((i) => beneficiaries[i]?.share as ExactShare);
    if (shares.length === 0) break;
    const withGap = gap ? [...shares, gap] : shares;
    const parts = splitByShares(pool + advancesIn, withGap);
    entitlement = new Map(active.map((i, k) => [i, parts[k] ?? 0]));
    const over = equaliseAdvances
      ? active.filter((i) => (beneficiaries[i]?.advances ?? 0) > (entitlement.get(i) ?? 0))
      : [];
    if (over.length === 0) break;
    active = active.filter((i) => !over.includes(i));
    if (active.length === 0) {
      entitlement = new Map();
      break;
    }
  }
  const rows = beneficiaries.map((b, i) => {
    const ent = entitlement.get(i);
    const amount = ent === undefined ? 0 : equaliseAdvances ? ent - b.advances : ent;
    return {
      ...b,
      entitlement: ent ?? 0,
      amount,
      overAdvanced: ent === undefined && equaliseAdvances && b.share.numerator > 0,
    };
  });
  if (rows.some((r) => r.overAdvanced)) {
    notes.push(
      'A beneficiary has already received more than their share of what is distributable now: nothing is ' +
        'proposed for them, and the others are brought up to them in proportion.',
    );
  }
  const paid = rows.reduce((s, r) => s + r.amount, 0);
  return {
    available,
    equalised: equaliseAdvances,
    rows,
    sharesTotal: total,
    unallocated: pool - paid,
    total: paid,
    advancesTotal: rows.reduce((s, r) => s + r.advances, 0),
    entitlementTotal: rows.reduce((s, r) => s + r.entitlement, 0),
    notes,
  };
}
