import { centsToDecimalString } from '../domain/rules/money.ts';

/** What a currency input shows and the amount it holds; cents is null while the field is empty. */
export type CurrencyInputState = { display: string; cents: number | null };

/**
 * 13 whole-dollar digits keep every value under the schemas' 1e15-cent ceiling and inside a
 * safe integer, so a pasted account number cannot turn into an amount the server rejects.
 */
export const MAX_WHOLE_DIGITS = 13;

const withSeparators = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Cleans what was typed (docs/behaviour.md#common-to-every-screen): digits and one decimal point only, at most two decimals,
 * thousands separators in the display. A trailing point or trailing zero decimals are kept so
 * the user can finish typing "12.05"; leading zeros are dropped except the one before a point.
 */
export function parseCurrencyInput(raw: string): CurrencyInputState {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const hasPoint = point !== -1;
  const wholeRaw = hasPoint ? kept.slice(0, point) : kept;
  const fraction = hasPoint
    ? kept
        .slice(point + 1)
        .replace(/\./g, '')
        .slice(0, 2)
    : '';

  let whole = wholeRaw.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (whole === '' && !hasPoint) return { display: '', cents: null };

  const display = `${withSeparators(whole)}${hasPoint ? `.${fraction}` : ''}`;
  if (whole === '' && fraction === '') return { display, cents: null };
  whole ||= '0';
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { display, cents };
}

/** The text an input starts with for a stored amount: '1,234.50', or '' when there is none. */
export function formatCurrencyInput(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  const [whole = '0', fraction = '00'] = centsToDecimalString(cents).split('.');
  const negative = whole.startsWith('-');
  return `${negative ? '-' : ''}${withSeparators(negative ? whole.slice(1) : whole)}.${fraction}`;
}
