import { VALUE_LABELS } from '../../value-labels.ts';
import type { AccountsAsset } from './accounts-input.ts';
import type { ReserveInput, ReserveKind } from './court-inputs.ts';
import { divideRoundHalfUp } from './rounding.ts';
import { RESERVES_RULE, type RuleSource, TERMINAL_TAX_RESERVE_RULE } from './sources.ts';

/** Each reserve's kind in words (src/domain/value-labels.ts, where every stored list's words are). */
export const RESERVE_LABELS: Readonly<Record<ReserveKind, string>> = VALUE_LABELS.reserveKind;

export interface ReserveRow {
  kind: ReserveKind;
  label: string;
  amount: number;
  basis: string;
}

export interface ReservesStatement {
  rows: ReserveRow[];
  total: number;
  rule: RuleSource;
}

/** The reserves the trustee holds back, as entered; each is deducted before the proposed distribution. */
export function reservesStatement(reserves: readonly ReserveInput[] = []): ReservesStatement {
  const rows = reserves.map((r) => {
    if (!Number.isSafeInteger(r.amount) || r.amount < 0) {
      throw new RangeError(
        `Reserve "${r.label ?? RESERVE_LABELS[r.kind]}" must be a whole, non-negative number of cents`,
      );
    }
    return { kind: r.kind, label: r.label || RESERVE_LABELS[r.kind], amount: r.amount, basis: r.basis ?? '' };
  });
  return { rows, total: rows.reduce((s, r) => s + r.amount, 0), rule: RESERVES_RULE };
}

export interface DeemedGainRow {
  assetId: string;
  name: string;
  valueAtDeath: number;
  acb: number;
  /** Value at death less ACB; a loss is negative and offsets gains. */
  gain: number;
}

/**
 * The deemed disposition at death (Income Tax Act s. 70(5)) asset by asset: value at death less
 * adjusted cost base, for every asset with an ACB recorded, except those the trustee marks
 * exempt (a principal residence, a rollover to a spouse). Registered plans and other income are
 * not capital gains and are not counted: the trustee adds them to the reserve themselves.
 */
export function deemedGainsAtDeath(
  assets: readonly AccountsAsset[],
  exempt: readonly string[] = [],
): DeemedGainRow[] {
  const skip = new Set(exempt);
  return assets
    .filter((a) => a.deletedAt == null && a.acb != null && !skip.has(a._id))
    .map((a) => ({
      assetId: a._id,
      name: a.name,
      valueAtDeath: a.fmvDoD,
      acb: a.acb as number,
      gain: a.fmvDoD - (a.acb as number),
    }));
}

/** A rate as basis points: 5353 is 53.53%. */
export type RateBp = number;

export interface ReserveSuggestion {
  kind: ReserveKind;
  label: string;
  /** Null when nothing in the data suggests a figure: the trustee enters one. */
  amount: number | null;
  basis: string;
  rule: RuleSource | null;
}

const assertRate = (rate: RateBp) => {
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000) {
    throw new RangeError('A rate is a whole number of basis points from 0 to 10000');
  }
};

/**
 * Terminal T1 tax: net deemed capital gain × 1/2 (inclusion rate, Income Tax Act s. 38(a)) × the
 * marginal rate the trustee states, rounded half up to the cent. The assumption is that the
 * gain is taxed at that one marginal rate on top of the deceased's other income; a net loss
 * suggests no reserve. The accountant's figure, once known, replaces this.
 */
export function suggestTerminalT1Tax(
  gains: readonly DeemedGainRow[],
  marginalRateBp: RateBp,
): ReserveSuggestion {
  assertRate(marginalRateBp);
  const net = Math.max(
    0,
    gains.reduce((s, g) => s + g.gain, 0),
  );
  const amount = Number(divideRoundHalfUp(BigInt(net) * BigInt(marginalRateBp), 2n * 10_000n));
  return {
    kind: 'terminal-t1-tax',
    label: RESERVE_LABELS['terminal-t1-tax'],
    amount,
    basis:
      `Net deemed capital gain ${(net / 100).toFixed(2)} × 1/2 inclusion × ${(marginalRateBp / 100).toFixed(2)}% ` +
      'marginal rate (stated by the trustee)',
    rule: TERMINAL_TAX_RESERVE_RULE,
  };
}

/**
 * T3 tax: the estate's net income of the period (revenue receipts less revenue disbursements)
 * × the rate the trustee states. Assumption: none of it is paid or payable to beneficiaries
 * (income allocated to them is taxed in their hands and needs no reserve).
 */
export function suggestT3Tax(netIncome: number, rateBp: RateBp): ReserveSuggestion {
  assertRate(rateBp);
  const base = Math.max(0, netIncome);
  return {
    kind: 't3-tax',
    label: RESERVE_LABELS['t3-tax'],
    amount: Number(divideRoundHalfUp(BigInt(base) * BigInt(rateBp), 10_000n)),
    basis: `Net revenue ${(base / 100).toFixed(2)} × ${(rateBp / 100).toFixed(2)}% (stated by the trustee)`,
    rule: null,
  };
}

/**
 * Costs of the passing and the clearance-certificate holdback have no formula: the first is
 * the lawyers' estimate, the second what the accountant advises until the TX19 certificate
 * arrives. They are suggested only when the trustee gives an estimate.
 */
export function suggestEnteredReserve(
  kind: 'costs-of-passing' | 'clearance-certificate-holdback',
  estimate?: number | null,
): ReserveSuggestion {
  return {
    kind,
    label: RESERVE_LABELS[kind],
    amount: estimate ?? null,
    basis: estimate == null ? 'No formula: enter the estimate' : 'Estimate entered by the trustee',
    rule: kind === 'clearance-certificate-holdback' ? RESERVES_RULE : null,
  };
}

export interface ReserveSuggestionInput {
  /** The estate's assets; only those owned at death with an ACB count toward the deemed gain. */
  originalAssets: readonly AccountsAsset[];
  /** Assets the trustee marks exempt from the deemed gain (principal residence, spousal rollover). */
  exempt?: readonly string[];
  marginalRateBp?: RateBp | null;
  /** Revenue receipts less revenue disbursements of the period. */
  netRevenue?: number;
  t3RateBp?: RateBp | null;
  costsOfPassing?: number | null;
  holdback?: number | null;
}

/**
 * One suggestion per reserve kind for the reserves screen, in the order the accounts list them;
 * a tax suggestion needs the rate the trustee states, and is null without one.
 */
export function suggestReserves(input: ReserveSuggestionInput): ReserveSuggestion[] {
  const t1 =
    input.marginalRateBp == null
      ? {
          kind: 'terminal-t1-tax' as const,
          label: RESERVE_LABELS['terminal-t1-tax'],
          amount: null,
          basis: 'Enter the marginal rate to have a suggestion',
          rule: TERMINAL_TAX_RESERVE_RULE,
        }
      : suggestTerminalT1Tax(deemedGainsAtDeath(input.originalAssets, input.exempt), input.marginalRateBp);
  const t3 =
    input.t3RateBp == null
      ? {
          kind: 't3-tax' as const,
          label: RESERVE_LABELS['t3-tax'],
          amount: null,
          basis: 'Enter the rate to have a suggestion',
          rule: null,
        }
      : suggestT3Tax(input.netRevenue ?? 0, input.t3RateBp);
  return [
    t1,
    t3,
    suggestEnteredReserve('costs-of-passing', input.costsOfPassing),
    suggestEnteredReserve('clearance-certificate-holdback', input.holdback),
  ];
}
