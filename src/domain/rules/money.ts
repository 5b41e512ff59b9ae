/**
 * Money is an integer number of cents everywhere (docs/architecture.md#data-model); these are the only places that
 * turn cents into text or text into cents, so float error never reaches the ledger.
 */

export type MoneyFormatOptions = { currency?: string; locale?: string };

// Building a NumberFormat is slow compared with using one; lists format hundreds of amounts.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 123456 -> '1234.56'; built from integers so no binary fraction is ever involved. */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * Display amount. CAD/en-CA by default; the dashboard asks for USD/en-US (docs/behaviour.md#common-to-every-screen). The decimal
 * string goes to Intl (ES2023 accepts it), so even very large balances print exactly.
 */
export function formatCents(
  cents: number,
  { currency = 'CAD', locale = 'en-CA' }: MoneyFormatOptions = {},
): string {
  return formatterFor(currency, locale).format(centsToDecimalString(cents) as `${number}`);
}

/**
 * Parses a decimal written in base 10 into an integer scaled by 10^decimals, rounding half away
 * from zero on the digit after the last kept one. Works on the digits, never on a float.
 */
export function parseScaledDecimal(text: string, decimals: number): number | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) return null;
  const [, sign = '', whole = '', fraction = ''] = m;
  if (whole.length === 0 && fraction.length === 0) return null;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction.charCodeAt(decimals) || 0) >= 53; // '5'
  const magnitude = Number(`${whole || '0'}${kept}`) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * '$1,234.5' -> 123450, 0.29 -> 29 (not 28). Returns null for empty or non-numeric input so
 * callers decide what a missing amount means instead of getting a silent 0.
 */
export function dollarsToCents(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // String(1e21) is exponent notation; such values are beyond any real amount, so rounding is fine.
    if (text.includes('e')) {
      const cents = Math.round(value * 100);
      return Number.isSafeInteger(cents) ? cents : null;
    }
    return parseScaledDecimal(text, 2);
  }
  return parseScaledDecimal(value.replace(/[$,\s]/g, ''), 2);
}

/** Totals skip missing amounts (an asset without an ACB adds nothing) rather than becoming NaN. */
export function sumCents(values: Iterable<number | null | undefined>): number {
  let total = 0;
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) total += value;
  }
  return total;
}
