/**
 * Whether a payee reads as one of the beneficiaries, as a cheque or a transfer names them: the
 * name itself ("Emily Chen", "Chen, Emily"), or the surname with the first name or its initial
 * ("E. Chen"). A surname alone names no one (two children share it), and "Estate of" is not a
 * first name. Used by the checks to find payments to a beneficiary not recorded as advances.
 */
const words = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/^\s*(the\s+)?estate\s+of\s+/, '')
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);

export function beneficiaryOfPayee<B extends { name: string }>(
  payee: string,
  beneficiaries: readonly B[],
): B | null {
  const paid = words(payee);
  if (paid.length === 0) return null;
  const exact = beneficiaries.find((b) => words(b.name).join(' ') === paid.join(' '));
  if (exact) return exact;
  for (const b of beneficiaries) {
    const name = words(b.name);
    const first = name[0];
    const surname = name.at(-1);
    if (name.length < 2 || !first || !surname || !paid.includes(surname)) continue;
    const rest = paid.filter((w) => w !== surname);
    if (rest.includes(first) || rest.includes(first.charAt(0))) return b;
  }
  return null;
}
