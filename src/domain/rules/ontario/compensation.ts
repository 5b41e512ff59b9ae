/*
 * The tariff's rates and the care and management fee's arithmetic, which the court accounts'
 * compensation schedule (court-compensation.ts) applies item by item.
 */
import { COMPENSATION_ITEM_IDS } from '../../schemas/index.ts';
import { divideRoundHalfUp } from './rounding.ts';

export { COMPENSATION_ITEM_IDS };
export type CompensationItemId = (typeof COMPENSATION_ITEM_IDS)[number];

/** 2.5% as an exact fraction. */
export const TARIFF_RATE = { numerator: 25, denominator: 1000 } as const;
/** 0.4% (2/5 of 1%) a year. */
export const CARE_AND_MANAGEMENT_RATE = { numerator: 4, denominator: 1000 } as const;

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
 * Care and management: 0.4% a year × average gross value × days / 365 (sources.ts, CARE_AND_MANAGEMENT_RULE),
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

/** The trustee's own figure per item; null or absent keeps the tariff figure. */
export type CompensationOverrides = Partial<Record<CompensationItemId, number | null>>;
