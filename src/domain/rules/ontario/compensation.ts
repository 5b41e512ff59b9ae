import { COMPENSATION_ITEM_IDS } from '../../schemas/index.ts';
import { inclusiveDaysUtc } from './iso-dates.ts';
import { centsTimesRatio, divideRoundHalfUp } from './rounding.ts';
import { CARE_AND_MANAGEMENT_RULE, COMPENSATION_TARIFF_RULE } from './sources.ts';

export { COMPENSATION_ITEM_IDS };
export type CompensationItemId = (typeof COMPENSATION_ITEM_IDS)[number];

/** 2.5% as an exact fraction. */
export const TARIFF_RATE = { numerator: 25, denominator: 1000 } as const;
/** 0.4% (2/5 of 1%) a year. */
export const CARE_AND_MANAGEMENT_RATE = { numerator: 4, denominator: 1000 } as const;

export interface CompensationInput {
  capitalReceipts: number;
  capitalDisbursements: number;
  revenueReceipts: number;
  revenueDisbursements: number;
  /** Gross value of the assets held at the start and end of the period, in cents. */
  openingGrossValue: number;
  closingGrossValue: number;
  /** The caller's own average gross value, replacing the mean of opening and closing. */
  averageGrossValue?: number | null;
  /** The accounting period (ISO dates, both days counted). */
  period: { from: string; to: string };
}

export interface CompensationItem {
  id: CompensationItemId;
  label: string;
  /** The amount the rate applies to, in cents. */
  base: number;
  rate: string;
  /** How the figure was worked out, in words a court can follow. */
  basis: string;
  amount: number;
  rule: string;
  source: string;
}

const LEDGER_ITEMS = [
  ['capital-receipts', 'Capital receipts', 'capitalReceipts'],
  ['capital-disbursements', 'Capital disbursements', 'capitalDisbursements'],
  ['revenue-receipts', 'Revenue receipts', 'revenueReceipts'],
  ['revenue-disbursements', 'Revenue disbursements', 'revenueDisbursements'],
] as const;

const assertCents = (value: number, label: string) => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a whole, non-negative number of cents`);
  }
};

/** Mean of opening and closing gross values, rounded half up to the cent. */
export function averageGrossValue(opening: number, closing: number): number {
  return Number(divideRoundHalfUp(BigInt(opening) + BigInt(closing), 2n));
}

/**
 * Care and management: 0.4% a year × average gross value × days / 365 (CARE_AND_MANAGEMENT_RULE),
 * one rounding half up to the cent on the exact product.
 */
export function careAndManagementFee(averageGross: number, days: number): number {
  assertCents(averageGross, 'Average gross value');
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError('Days must be a whole number');
  const { numerator, denominator } = CARE_AND_MANAGEMENT_RATE;
  return Number(
    divideRoundHalfUp(BigInt(averageGross) * BigInt(numerator) * BigInt(days), BigInt(denominator) * 365n),
  );
}

/**
 * The tariff item by item (COMPENSATION_TARIFF_RULE, CARE_AND_MANAGEMENT_RULE). Each item is
 * rounded half up to the cent on its own; the total is the sum of the rounded items.
 */
export function compensationItems(input: CompensationInput): CompensationItem[] {
  const items: CompensationItem[] = LEDGER_ITEMS.map(([id, label, key]) => {
    const base = input[key];
    assertCents(base, label);
    return {
      id,
      label,
      base,
      rate: '2.5%',
      basis: `2.5% of ${label.toLowerCase()}`,
      amount: centsTimesRatio(base, TARIFF_RATE.numerator, TARIFF_RATE.denominator),
      ...COMPENSATION_TARIFF_RULE,
    };
  });
  const days = inclusiveDaysUtc(input.period.from, input.period.to);
  if (days < 1) throw new RangeError('The accounting period must end on or after its start');
  const own = input.averageGrossValue;
  const average = own ?? averageGrossValue(input.openingGrossValue, input.closingGrossValue);
  items.push({
    id: 'care-and-management',
    label: 'Care and management',
    base: average,
    rate: '0.4% a year',
    basis:
      own == null
        ? `0.4% a year of the average gross value (mean of opening and closing gross values) × ${days}/365 days`
        : `0.4% a year of the average gross value given × ${days}/365 days`,
    amount: careAndManagementFee(average, days),
    ...CARE_AND_MANAGEMENT_RULE,
  });
  return items;
}

/** The trustee's own figure per item; null or absent keeps the tariff figure. */
export type CompensationOverrides = Partial<Record<CompensationItemId, number | null>>;

export interface ClaimItem extends CompensationItem {
  computed: number;
  claimed: number;
  overridden: boolean;
}

export interface CompensationClaim {
  items: ClaimItem[];
  computedTotal: number;
  claimedTotal: number;
}

/**
 * The claim as presented: the tariff is a starting point and the claim is editable (Trustee Act
 * s. 61, "fair and reasonable"), so each item may carry the trustee's own figure.
 */
export function compensationClaim(
  items: readonly CompensationItem[],
  overrides: CompensationOverrides = {},
): CompensationClaim {
  const claimItems = items.map((item) => {
    const own = overrides[item.id];
    if (own != null) assertCents(own, `Claimed ${item.label.toLowerCase()}`);
    const claimed = own ?? item.amount;
    return { ...item, computed: item.amount, claimed, overridden: own != null && own !== item.amount };
  });
  return {
    items: claimItems,
    computedTotal: claimItems.reduce((sum, i) => sum + i.computed, 0),
    claimedTotal: claimItems.reduce((sum, i) => sum + i.claimed, 0),
  };
}
