import { describe, expect, it } from 'vitest';
import { formatCurrencyInput, parseCurrencyInput } from './currency-input-text.ts';

describe('parseCurrencyInput', () => {
  it('adds separators and cuts to two decimals', () => {
    expect(parseCurrencyInput('1234567.891')).toEqual({ display: '1,234,567.89', cents: 123456789 });
  });

  it('keeps empty empty', () => {
    expect(parseCurrencyInput('')).toEqual({ display: '', cents: null });
  });

  it('keeps a trailing point while typing', () => {
    expect(parseCurrencyInput('12.')).toEqual({ display: '12.', cents: 1200 });
    expect(parseCurrencyInput('1234.')).toEqual({ display: '1,234.', cents: 123400 });
    expect(parseCurrencyInput('12.0')).toEqual({ display: '12.0', cents: 1200 });
  });

  it('drops everything that is not a digit or a point', () => {
    expect(parseCurrencyInput('abc')).toEqual({ display: '', cents: null });
    expect(parseCurrencyInput('$1,234.50')).toEqual({ display: '1,234.50', cents: 123450 });
    expect(parseCurrencyInput('-5')).toEqual({ display: '5', cents: 500 });
    expect(parseCurrencyInput('1 000')).toEqual({ display: '1,000', cents: 100000 });
  });

  it('allows only one decimal point', () => {
    expect(parseCurrencyInput('..5')).toEqual({ display: '.5', cents: 50 });
    expect(parseCurrencyInput('1.2.3')).toEqual({ display: '1.23', cents: 123 });
    expect(parseCurrencyInput('.')).toEqual({ display: '.', cents: null });
  });

  it('drops leading zeros but keeps the zero before a point', () => {
    expect(parseCurrencyInput('007')).toEqual({ display: '7', cents: 700 });
    expect(parseCurrencyInput('0')).toEqual({ display: '0', cents: 0 });
    expect(parseCurrencyInput('00.5')).toEqual({ display: '0.5', cents: 50 });
    expect(parseCurrencyInput('0.05')).toEqual({ display: '0.05', cents: 5 });
  });

  it('stops at thirteen whole-dollar digits', () => {
    expect(parseCurrencyInput('123456789012345.67')).toEqual({
      display: '1,234,567,890,123.67',
      cents: 123456789012367,
    });
  });

  it('is stable when fed its own display', () => {
    for (const raw of ['1234567.891', '12.', '..5', '0.5', '9999']) {
      const once = parseCurrencyInput(raw);
      expect(parseCurrencyInput(once.display)).toEqual(once);
    }
  });
});

describe('formatCurrencyInput', () => {
  it('shows stored cents with separators and two decimals', () => {
    expect(formatCurrencyInput(123450)).toBe('1,234.50');
    expect(formatCurrencyInput(123456789)).toBe('1,234,567.89');
    expect(formatCurrencyInput(5)).toBe('0.05');
    expect(formatCurrencyInput(0)).toBe('0.00');
    expect(formatCurrencyInput(-100000)).toBe('-1,000.00');
  });

  it('is empty when there is no amount', () => {
    expect(formatCurrencyInput(null)).toBe('');
    expect(formatCurrencyInput(undefined)).toBe('');
  });

  it('round-trips through parseCurrencyInput', () => {
    expect(parseCurrencyInput(formatCurrencyInput(98765432))).toEqual({
      display: '987,654.32',
      cents: 98765432,
    });
  });
});
