/**
 * Whether two stored values are the same, as a change is judged: deep, with missing and null alike,
 * and objects compared whatever the order of their keys. Key order differs for the same value
 * (PostgreSQL's jsonb stores an object's keys shortest first; the schemas output them in their own
 * order), and must not make a field look changed: an unchanged field sent as a change can lose a
 * conflict it never had.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((k) => sameValue(x[k], y[k]));
  }
  return Object.is(a, b);
}
