import { describe, expect, it } from 'vitest';
import { centsToDecimalString, dollarsToCents, formatCents, parseScaledDecimal, sumCents } from './money.ts';

describe('formatCents', () => {
  it('shows the dashboard amounts in USD en-US', () => {
    expect(formatCents(123456, { currency: 'USD', locale: 'en-US' })).toBe('$1,234.56');
    expect(formatCents(0, { currency: 'USD', locale: 'en-US' })).toBe('$0.00');
  });

  it('defaults to CAD en-CA', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('marks a foreign currency when the locale would otherwise be ambiguous', () => {
    expect(formatCents(100, { currency: 'USD', locale: 'en-CA' })).toBe('US$1.00');
  });

  it('prints the largest allowed amount exactly', () => {
    expect(formatCents(999_999_999_999_999)).toBe('$9,999,999,999,999.99');
  });
});

describe('centsToDecimalString', () => {
  it('always has two decimals', () => {
    expect(centsToDecimalString(123450)).toBe('1234.50');
    expect(centsToDecimalString(7)).toBe('0.07');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(-123456)).toBe('-1234.56');
  });
});

describe('dollarsToCents', () => {
  it('is exact where floats are not', () => {
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(4.35)).toBe(435);
  });

  it('pads and rounds to two decimals', () => {
    expect(dollarsToCents('1234.5')).toBe(123450);
    expect(dollarsToCents('1234')).toBe(123400);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('12.')).toBe(1200);
    expect(dollarsToCents('0.994')).toBe(99);
    expect(dollarsToCents('0.995')).toBe(100);
  });

  it('ignores the dollar sign, separators and spaces people paste', () => {
    expect(dollarsToCents('$1,234,567.89')).toBe(123456789);
    expect(dollarsToCents(' 12 ')).toBe(1200);
  });

  it('keeps the sign', () => {
    expect(dollarsToCents('-2.50')).toBe(-250);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(dollarsToCents('-0')).toBe(0);
  });

  it('gives null for nothing or for text that is not an amount', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('.')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('1.2.3')).toBeNull();
    expect(dollarsToCents(null)).toBeNull();
    expect(dollarsToCents(undefined)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(dollarsToCents('99999999999999999999')).toBeNull();
  });

  it('round-trips through centsToDecimalString', () => {
    for (const cents of [0, 1, 10, 99, 100, 123456, 100000000001]) {
      expect(dollarsToCents(centsToDecimalString(cents))).toBe(cents);
    }
  });
});

describe('parseScaledDecimal', () => {
  it('scales by any number of decimals', () => {
    expect(parseScaledDecimal('33.33', 2)).toBe(3333);
    expect(parseScaledDecimal('33.335', 2)).toBe(3334);
    expect(parseScaledDecimal('2.5', 0)).toBe(3);
    expect(parseScaledDecimal('1', 4)).toBe(10000);
  });
});

describe('sumCents', () => {
  it('adds integers and skips missing amounts', () => {
    expect(sumCents([100, 250, null, undefined, 1])).toBe(351);
    expect(sumCents([])).toBe(0);
    expect(sumCents(new Set([10, 20]))).toBe(30);
  });

  it('never produces float error', () => {
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents(Array.from({ length: 1000 }, () => 1))).toBe(1000);
  });
});
