import { describe, expect, it } from 'vitest';
import { estateAdministrationTax, estateAdministrationTaxBreakdown } from './estate-administration-tax.ts';

const dollars = (d: number) => Math.round(d * 100);

describe('estateAdministrationTax (rates since 2020-01-01)', () => {
  it.each([
    ['$0', 0, 0],
    ['$50,000', dollars(50_000), 0],
    ['$50,000.01 (a part of $1,000)', 5_000_001, dollars(15)],
    ['$50,001', dollars(50_001), dollars(15)],
    ['$51,000 (exact thousand)', dollars(51_000), dollars(15)],
    ['$51,000.01', 5_100_001, dollars(30)],
    ['$150,000 (exact thousands)', dollars(150_000), dollars(1_500)],
    ['$750,000', dollars(750_000), dollars(10_500)],
    ['$1,000,500', dollars(1_000_500), dollars(14_265)],
    ['$1,000,000', dollars(1_000_000), dollars(14_250)],
  ])('%s', (_label, value, tax) => {
    expect(estateAdministrationTax(value)).toBe(tax);
  });

  it('refuses a negative or fractional value', () => {
    expect(() => estateAdministrationTax(-1)).toThrow(RangeError);
    expect(() => estateAdministrationTax(10.5)).toThrow(RangeError);
    expect(() => estateAdministrationTax(Number.NaN)).toThrow(RangeError);
  });

  it('shows its working and its source', () => {
    const b = estateAdministrationTaxBreakdown(dollars(1_000_500));
    expect(b).toMatchObject({
      estateValue: 100_050_000,
      exemptAmount: 5_000_000,
      taxableExcess: 95_050_000,
      bands: 951,
      ratePerBand: 1_500,
      tax: 1_426_500,
    });
    expect(b.source).toMatch(/Estate Administration Tax Act/);
  });

  it('does not apply its rates to certificates requested before 2020', () => {
    expect(() => estateAdministrationTaxBreakdown(dollars(100_000), '2019-12-31')).toThrow(/2020-01-01/);
    expect(estateAdministrationTaxBreakdown(dollars(100_000), '2020-01-01').tax).toBe(dollars(750));
  });
});
