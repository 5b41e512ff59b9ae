import type { Ledger } from '../../schemas/index.ts';
import { VALUE_LABELS } from '../../value-labels.ts';
import { formatCents as money } from '../money.ts';
import {
  averageGrossValue,
  CARE_AND_MANAGEMENT_RATE,
  careAndManagementFee,
  TARIFF_RATE,
} from './compensation.ts';
import {
  type CompensationReasons,
  type CompensationTaken,
  type CoTrustee,
  type CourtCompensationItemId,
  LAING_FACTOR_IDS,
  type LaingFactorId,
} from './court-inputs.ts';
import { inclusiveDaysUtc } from './iso-dates.ts';
import { centsTimesRatio } from './rounding.ts';
import { splitByShares } from './shares.ts';
import {
  CARE_AND_MANAGEMENT_RULE,
  COMPENSATION_BASE_RULE,
  LAING_FACTORS_RULE,
  type RuleSource,
} from './sources.ts';

/** The tariff's bases for one accounting period, in cents. */
export interface CompensationBase {
  /** Original assets at their value at death; zero when the period opens after an earlier period. */
  valueAtDeath: number;
  /** Capital receipts other than the proceeds of assets already counted at their value. */
  otherCapitalReceipts: number;
  gains: number;
  losses: number;
  /** Capital disbursements other than distributions, reinvestment and compensation itself. */
  capitalDisbursements: number;
  /** Distributions to beneficiaries out of capital, in cash and in kind (at their value). */
  distributions: number;
  revenueReceipts: number;
  /** Revenue disbursements other than compensation itself. */
  revenueDisbursements: number;
  openingGrossValue: number;
  closingGrossValue: number;
  averageGrossValue?: number | null;
  period: { from: string; to: string };
}

export interface CourtCompensationItem extends RuleSource {
  id: CourtCompensationItemId;
  label: string;
  base: number;
  rate: string;
  basis: string;
  computed: number;
  claimed: number;
  overridden: boolean;
  chargedTo: Ledger;
}

const assertCents = (value: number, label: string) => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a whole, non-negative number of cents`);
  }
};

const tariff = (base: number) => centsTimesRatio(base, TARIFF_RATE.numerator, TARIFF_RATE.denominator);

/**
 * The tariff item by item, each rounded half up to the cent (Re Jeffery Estate; Laing Estate v.
 * Hines). The capital-receipts base is what came into the trustee's hands: the assets at their
 * value at death, adjusted by gains and losses on realisation, plus other capital receipts, so an
 * asset kept and distributed in kind counts as much as one sold.
 */
export function courtCompensationItems(
  b: CompensationBase,
  overrides: Partial<Record<CourtCompensationItemId, number | null>> = {},
  careAndManagementCharge: Ledger = 'capital',
  /** The trustee claims the care and management fee, with its reason and basis. */
  claimCare = false,
): CourtCompensationItem[] {
  for (const [k, v] of Object.entries(b)) if (typeof v === 'number') assertCents(v, k);
  const capitalIn = Math.max(0, b.valueAtDeath + b.otherCapitalReceipts + b.gains - b.losses);
  const rows: [CourtCompensationItemId, number, string, Ledger][] = [
    [
      'capital-receipts',
      capitalIn,
      `2.5% of assets at value at death ${money(b.valueAtDeath)} + gains ${money(b.gains)} − losses ` +
        `${money(b.losses)} + other capital receipts ${money(b.otherCapitalReceipts)}`,
      'capital',
    ],
    [
      'capital-disbursements',
      b.capitalDisbursements,
      '2.5% of capital disbursements (not distributions, reinvestment or compensation)',
      'capital',
    ],
    [
      'distributions',
      b.distributions,
      '2.5% of distributions out of capital, in cash and in kind at their value',
      'capital',
    ],
    ['revenue-receipts', b.revenueReceipts, '2.5% of revenue receipts', 'revenue'],
    [
      'revenue-disbursements',
      b.revenueDisbursements,
      '2.5% of revenue disbursements (not compensation)',
      'revenue',
    ],
  ];
  const items: Omit<CourtCompensationItem, 'claimed' | 'overridden'>[] = rows.map(
    ([id, base, basis, chargedTo]) => ({
      id,
      label: VALUE_LABELS.compensationItem[id],
      base,
      rate: '2.5%',
      basis,
      computed: tariff(base),
      chargedTo,
      ...COMPENSATION_BASE_RULE,
    }),
  );
  const days = inclusiveDaysUtc(b.period.from, b.period.to);
  if (days < 1) throw new RangeError('The accounting period must end on or after its start');
  const own = b.averageGrossValue;
  const average = own ?? averageGrossValue(b.openingGrossValue, b.closingGrossValue);
  items.push({
    id: 'care-and-management',
    label: VALUE_LABELS.compensationItem['care-and-management'],
    base: average,
    rate: `${(CARE_AND_MANAGEMENT_RATE.numerator / CARE_AND_MANAGEMENT_RATE.denominator) * 100}% a year`,
    basis:
      own == null
        ? `2/5 of 1% a year of the average gross value of the capital (mean of opening and closing) × ${days}/365 days`
        : `2/5 of 1% a year of the average market value of the assets under management, as the trustee gives it, × ${days}/365 days`,
    computed: careAndManagementFee(average, days),
    chargedTo: careAndManagementCharge,
    ...CARE_AND_MANAGEMENT_RULE,
  });
  return items.map((item) => {
    const mine = overrides[item.id];
    if (mine != null) assertCents(mine, `Claimed ${item.label.toLowerCase()}`);
    // The care and management fee is claimed only when the trustee says so: it is allowed where
    // the estate could not be distributed at once and was managed over time, not from the first
    // day of every estate (docs/behaviour.md#court-accounts-figures).
    const byDefault = item.id === 'care-and-management' && !claimCare ? 0 : item.computed;
    const claimed = mine ?? byDefault;
    return { ...item, claimed, overridden: mine != null && mine !== byDefault };
  });
}

export interface LaingFactor {
  id: LaingFactorId;
  label: string;
  reasons: string;
}

export const LAING_LABELS: Record<LaingFactorId, string> = {
  'size-of-trust': 'The size of the trust',
  'care-and-responsibility': 'The care and responsibility arising from it',
  'time-occupied': 'The time occupied in performing its duties',
  'skill-and-ability': 'The skill and ability shown',
  'success-of-administration': 'The success of the administration',
};

export interface TrusteeShare {
  trusteeId: string;
  name: string;
  /** Share of the compensation claimed. */
  claimed: number;
  taken: number;
  /** Claimed less taken: negative when the trustee took more than their share. */
  balance: number;
}

export interface CourtCompensation {
  items: CourtCompensationItem[];
  computedTotal: number;
  claimedTotal: number;
  /** The claim as charged to each account. */
  chargedToCapital: number;
  chargedToRevenue: number;
  /** Compensation taken in the period on account of this claim. */
  taken: CompensationTaken[];
  takenTotal: number;
  takenFromCapital: number;
  takenFromRevenue: number;
  /** Still to be paid (never below zero: an excess taken is owed back, see `excessTaken`). */
  balanceFromCapital: number;
  balanceFromRevenue: number;
  balanceTotal: number;
  excessTaken: number;
  trustees: TrusteeShare[];
  factors: LaingFactor[];
  /** Factors the trustee has not yet addressed. */
  factorsMissing: LaingFactorId[];
  factorsRule: RuleSource;
}

/**
 * The claim: tariff items (possibly the trustee's own figures), less what was already taken,
 * charged to capital and revenue, split among co-trustees by their agreed shares (exact to the
 * cent, largest remainder), with the trustee's reasons against the five Laing factors.
 */
export function courtCompensation(
  items: readonly CourtCompensationItem[],
  taken: readonly CompensationTaken[] = [],
  trustees: readonly CoTrustee[] = [],
  reasons: CompensationReasons = {},
): CourtCompensation {
  for (const t of taken) assertCents(t.amount, 'Compensation taken');
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const claimedTotal = sum(items.map((i) => i.claimed));
  const chargedToCapital = sum(items.filter((i) => i.chargedTo === 'capital').map((i) => i.claimed));
  const chargedToRevenue = claimedTotal - chargedToCapital;
  const takenFromCapital = sum(taken.filter((t) => t.ledger === 'capital').map((t) => t.amount));
  const takenFromRevenue = sum(taken.filter((t) => t.ledger === 'revenue').map((t) => t.amount));
  const takenTotal = takenFromCapital + takenFromRevenue;
  const balanceTotal = Math.max(0, claimedTotal - takenTotal);
  // Split the balance between the accounts as charged, but never ask an account for more than
  // the claim charges it (taking from revenue what capital was charged leaves capital owing less).
  const capitalOwing = Math.max(0, chargedToCapital - takenFromCapital);
  const revenueOwing = Math.max(0, chargedToRevenue - takenFromRevenue);
  const owing = capitalOwing + revenueOwing;
  const balanceFromCapital =
    owing === 0 ? 0 : Number((BigInt(balanceTotal) * BigInt(capitalOwing)) / BigInt(owing));
  const shares = trustees.map((t) => t.share);
  const claimedSplit = trustees.length > 0 ? splitByShares(claimedTotal, shares) : [];
  const unattributed = sum(
    taken.filter((t) => !t.trusteeId || !trustees.some((x) => x.id === t.trusteeId)).map((t) => t.amount),
  );
  const unattributedSplit = trustees.length > 0 ? splitByShares(unattributed, shares) : [];
  const trusteeShares = trustees.map((t, i) => {
    const own = sum(taken.filter((x) => x.trusteeId === t.id).map((x) => x.amount));
    const takenBy = own + (unattributedSplit[i] ?? 0);
    const claimed = claimedSplit[i] ?? 0;
    return { trusteeId: t.id, name: t.name, claimed, taken: takenBy, balance: claimed - takenBy };
  });
  const factors = LAING_FACTOR_IDS.map((id) => ({
    id,
    label: LAING_LABELS[id],
    reasons: reasons[id]?.trim() ?? '',
  }));
  return {
    items: [...items],
    computedTotal: sum(items.map((i) => i.computed)),
    claimedTotal,
    chargedToCapital,
    chargedToRevenue,
    taken: [...taken],
    takenTotal,
    takenFromCapital,
    takenFromRevenue,
    balanceFromCapital,
    balanceFromRevenue: balanceTotal - balanceFromCapital,
    balanceTotal,
    excessTaken: Math.max(0, takenTotal - claimedTotal),
    trustees: trusteeShares,
    factors,
    factorsMissing: factors.filter((f) => f.reasons === '').map((f) => f.id),
    factorsRule: LAING_FACTORS_RULE,
  };
}
