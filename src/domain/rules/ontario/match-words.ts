/**
 * How the checks and the forms' suggestions tell that two entries may be one thing: amounts within
 * 2 %, and a word of four letters or more in common (words that every sale or estate entry has are
 * left out). Suspicions only: a person confirms or dismisses them.
 */
const NEAR = 0.02;
export const nearAmount = (a: number, b: number): boolean =>
  a > 0 && b > 0 && Math.abs(a - b) <= NEAR * Math.max(a, b);

const STOP = new Set(['with', 'from', 'that', 'this', 'estate', 'sale', 'proceeds', 'payable', 'account']);
const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !STOP.has(w)),
  );

export function shareWord(a: string, b: string): boolean {
  const wb = words(b);
  return [...words(a)].some((w) => wb.has(w));
}

export const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');
