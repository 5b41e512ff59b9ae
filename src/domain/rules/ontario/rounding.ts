/**
 * Exact integer arithmetic for money: amounts are cents, rates are fractions of integers, and the
 * one rounding step is half up (half away from zero) on the exact quotient, done in BigInt so
 * no product is ever a float.
 */

/** num / den rounded half up (half away from zero). */
export function divideRoundHalfUp(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('The denominator must be positive');
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const quotient = (2n * magnitude + den) / (2n * den);
  return negative ? -quotient : quotient;
}

function assertCents(cents: number, label = 'Amount'): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${label} must be a whole number of cents`);
}

/** cents × numerator / denominator, rounded half up to the cent: 2.5% is (25, 1000). */
export function centsTimesRatio(cents: number, numerator: number, denominator: number): number {
  assertCents(cents);
  return Number(divideRoundHalfUp(BigInt(cents) * BigInt(numerator), BigInt(denominator)));
}

/**
 * Splits `total` cents in proportion to `weights` so the parts add up to `total` exactly
 * (largest-remainder method): each part gets the floor of its exact share, then the cents left
 * over go one each to the largest remainders; equal remainders go to the earlier weight.
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] {
  assertCents(total, 'Total');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('Weights must be whole numbers, not negative');
  }
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || weightSum === 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('Cannot split an amount among weights that add up to zero');
  }
  const sign = total < 0 ? -1n : 1n;
  const amount = BigInt(Math.abs(total));
  const sum = BigInt(weightSum);
  const floors = weights.map((w) => (amount * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (amount * BigInt(w)) % sum }));
  let left = amount - floors.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((f) => Number(f * sign));
}
