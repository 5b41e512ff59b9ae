import { allocateLargestRemainder } from './rounding.ts';

/**
 * A share of the residue as an exact fraction (one third is 1/3, not 33.33%), so that equal
 * shares stay equal and only the final cent split rounds (largest remainder).
 */
export interface ExactShare {
  numerator: number;
  denominator: number;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function assertShare(share: ExactShare, label = 'Share'): void {
  const { numerator, denominator } = share;
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`${label}: the numerator must be a whole number, not negative`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`${label}: the denominator must be a whole number above zero`);
  }
}

/** The fraction in lowest terms. */
export function reduceShare(share: ExactShare): ExactShare {
  assertShare(share);
  if (share.numerator === 0) return { numerator: 0, denominator: 1 };
  const g = gcd(BigInt(share.numerator), BigInt(share.denominator));
  return {
    numerator: Number(BigInt(share.numerator) / g),
    denominator: Number(BigInt(share.denominator) / g),
  };
}

/** Whole-number weights with the same ratios as the shares (over a common denominator). */
export function shareWeights(shares: readonly ExactShare[]): bigint[] {
  shares.forEach((s) => {
    assertShare(s);
  });
  const lcm = shares.reduce((l, s) => {
    const d = BigInt(s.denominator);
    return (l * d) / gcd(l, d);
  }, 1n);
  return shares.map((s) => (BigInt(s.numerator) * lcm) / BigInt(s.denominator));
}

/** Sum of the shares as a fraction in lowest terms. */
export function sumShares(shares: readonly ExactShare[]): ExactShare {
  const lcm = shares.reduce((l, s) => {
    const d = BigInt(s.denominator);
    return (l * d) / gcd(l, d);
  }, 1n);
  const weights = shareWeights(shares);
  const num = weights.reduce((a, b) => a + b, 0n);
  if (num === 0n) return { numerator: 0, denominator: 1 };
  const g = gcd(num, lcm);
  return { numerator: Number(num / g), denominator: Number(lcm / g) };
}

/** -1, 0 or 1 as the share is below, equal to or above the whole. */
export function compareToWhole(share: ExactShare): -1 | 0 | 1 {
  return share.numerator === share.denominator ? 0 : share.numerator < share.denominator ? -1 : 1;
}

/** "1/3", or "1" for the whole. */
export const formatShare = (share: ExactShare): string => {
  const r = reduceShare(share);
  return r.denominator === 1 ? String(r.numerator) : `${r.numerator}/${r.denominator}`;
};

/**
 * Splits `total` cents by exact shares, the parts adding up to `total` exactly (largest
 * remainder; a tie goes to the earlier share). Shares are taken relative to one another.
 */
export function splitByShares(total: number, shares: readonly ExactShare[]): number[] {
  if (shares.length === 0) return [];
  const weights = shareWeights(shares);
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (total === 0) return shares.map(() => 0);
    throw new RangeError('Cannot split an amount among shares that add up to zero');
  }
  // allocateLargestRemainder wants safe integers: scale the weights down by their common divisor.
  const g = weights.reduce((a, w) => gcd(a, w), 0n);
  const scaled = weights.map((w) => w / g);
  if (scaled.some((w) => w > BigInt(Number.MAX_SAFE_INTEGER))) {
    throw new RangeError('The shares are too fine to split exactly');
  }
  return allocateLargestRemainder(
    total,
    scaled.map((w) => Number(w)),
  );
}

/**
 * Shares recorded as basis points. When n shares are exactly the largest-remainder split of
 * 100% into n equal parts (3334/3333/3333 for thirds, 1429/1429/1428/... for sevenths), the
 * testator meant equal shares and they are read as exactly 1/n each; otherwise each is bp/10000.
 */
export function sharesFromBasisPoints(basisPoints: readonly number[]): ExactShare[] {
  // A legatee with no share of the residue (0) does not stop the others being equal.
  const positive = basisPoints.filter((bp) => bp > 0);
  const n = positive.length;
  if (n > 0 && positive.every((bp) => Number.isSafeInteger(bp))) {
    const equal = allocateLargestRemainder(
      10_000,
      positive.map(() => 1),
    );
    const sorted = [...positive].sort((a, b) => b - a);
    if (sorted.every((bp, i) => bp === equal[i])) {
      return basisPoints.map((bp) =>
        bp > 0 ? { numerator: 1, denominator: n } : { numerator: 0, denominator: 1 },
      );
    }
  }
  return basisPoints.map((bp) =>
    reduceShare({ numerator: Math.max(0, Math.trunc(bp)), denominator: 10_000 }),
  );
}
