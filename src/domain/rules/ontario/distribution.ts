import { allocateLargestRemainder } from './rounding.ts';

/** 10000 basis points = 100% of the residue. */
export const WHOLE_SHARE_BP = 10_000;

export interface DistributionBeneficiary {
  partyId: string;
  name: string;
  relationship: string;
  /** Share of the residue in basis points. */
  shareBp: number;
  /** Interim distributions already paid to this beneficiary, in cents. */
  advances: number;
}

export interface DistributionRow extends DistributionBeneficiary {
  /** What the share of the residue (or, equalising, of residue plus advances) comes to. */
  entitlement: number;
  /** Proposed payment now. */
  amount: number;
}

export interface ProposedDistribution {
  residue: number;
  equalised: boolean;
  rows: DistributionRow[];
  sharesTotalBp: number;
  /** The part of the residue no share covers (shares under 100%). */
  unallocated: number;
  total: number;
  notes: string[];
}

/**
 * Statement of proposed distribution: the residue split by the beneficiaries' shares, with the
 * cents split by largest remainder so the parts add up exactly. Shares under 100% leave the rest
 * unallocated; shares over 100% are applied pro rata to their total (and said so). With
 * `equaliseAdvances`, interim distributions already paid are brought into account first.
 */
export function proposedDistribution(
  residue: number,
  beneficiaries: readonly DistributionBeneficiary[],
  { equaliseAdvances = false } = {},
): ProposedDistribution {
  const notes: string[] = [];
  const sharesTotalBp = beneficiaries.reduce((s, b) => s + b.shareBp, 0);
  const advancesTotal = beneficiaries.reduce((s, b) => s + b.advances, 0);
  const pool = Math.max(0, residue) + (equaliseAdvances ? advancesTotal : 0);
  if (residue <= 0) notes.push('There is no residue to distribute at the closing date.');
  if (beneficiaries.length === 0) notes.push('No beneficiaries with a share of the residue are recorded.');
  if (sharesTotalBp > WHOLE_SHARE_BP) {
    notes.push(`The shares add up to ${sharesTotalBp / 100}%, not 100%; they are applied pro rata.`);
  } else if (sharesTotalBp < WHOLE_SHARE_BP && beneficiaries.length > 0) {
    notes.push(`The shares add up to ${sharesTotalBp / 100}%; the rest of the residue is unallocated.`);
  }
  const weights = beneficiaries.map((b) => b.shareBp);
  const gap = Math.max(0, WHOLE_SHARE_BP - sharesTotalBp);
  const withGap = gap > 0;
  const parts =
    weights.length === 0 ? [] : allocateLargestRemainder(pool, withGap ? [...weights, gap] : weights);
  const rows = beneficiaries.map((b, i) => {
    const entitlement = parts[i] ?? 0;
    const amount = residue <= 0 ? 0 : equaliseAdvances ? entitlement - b.advances : entitlement;
    return { ...b, entitlement, amount };
  });
  if (equaliseAdvances && rows.some((r) => r.amount < 0)) {
    notes.push(
      'A beneficiary has received more in advances than their share: the negative amount is owed back.',
    );
  }
  const unallocated =
    residue <= 0 ? 0 : weights.length === 0 ? pool : withGap ? (parts[weights.length] ?? 0) : 0;
  return {
    residue,
    equalised: equaliseAdvances,
    rows,
    sharesTotalBp,
    unallocated,
    total: rows.reduce((s, r) => s + r.amount, 0),
    notes,
  };
}
