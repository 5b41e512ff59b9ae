import { ESTATE_ADMINISTRATION_TAX_RULE, type RuleSource } from './sources.ts';

/** Rates for certificates requested on or after this date; older (pre-2020) tables are not used. */
export const EAT_RATES_FROM = '2020-01-01';
/** $50,000: the part of the estate's value on which no tax is charged. */
export const EAT_EXEMPT_CENTS = 5_000_000;
/** $1,000 bands; a part of a band counts as a whole band. */
export const EAT_BAND_CENTS = 100_000;
/** $15 per band. */
export const EAT_RATE_PER_BAND_CENTS = 1_500;

export interface EstateAdministrationTaxBreakdown extends RuleSource {
  estateValue: number;
  exemptAmount: number;
  taxableExcess: number;
  /** Thousands (or parts of a thousand) above $50,000. */
  bands: number;
  ratePerBand: number;
  tax: number;
}

function assertValue(valueCents: number): void {
  if (!Number.isSafeInteger(valueCents)) {
    throw new RangeError('The value of the estate must be a whole number of cents');
  }
  if (valueCents < 0) throw new RangeError('The value of the estate cannot be negative');
}

/**
 * Estate Administration Tax in cents for a value of the estate in cents. Rule: $0 on the first
 * $50,000; $15 for each $1,000 or part of $1,000 above it (ESTATE_ADMINISTRATION_TAX_RULE:
 * Estate Administration Tax Act, 1998, rates since 2020-01-01). No rounding is involved: the
 * part of a thousand is rounded up to a whole band, as the Act says.
 */
export function estateAdministrationTax(valueCents: number): number {
  return estateAdministrationTaxBreakdown(valueCents).tax;
}

/**
 * The calculation line by line, for a report. `requestedOn` (the date the certificate was
 * requested), when given, must be on or after 2020-01-01: earlier requests used other rates.
 */
export function estateAdministrationTaxBreakdown(
  valueCents: number,
  requestedOn?: string | null,
): EstateAdministrationTaxBreakdown {
  assertValue(valueCents);
  if (requestedOn && requestedOn < EAT_RATES_FROM) {
    throw new RangeError(`These rates apply to certificates requested on or after ${EAT_RATES_FROM}`);
  }
  const exemptAmount = Math.min(valueCents, EAT_EXEMPT_CENTS);
  const taxableExcess = valueCents - exemptAmount;
  const bands = Math.ceil(taxableExcess / EAT_BAND_CENTS);
  return {
    estateValue: valueCents,
    exemptAmount,
    taxableExcess,
    bands,
    ratePerBand: EAT_RATE_PER_BAND_CENTS,
    tax: bands * EAT_RATE_PER_BAND_CENTS,
    ...ESTATE_ADMINISTRATION_TAX_RULE,
  };
}
