import type { AccountsParty, LiabilityInput } from './accounts-input.ts';

export interface LiabilityRow {
  label: string;
  amount: number;
  /** False for a creditor whose amount the data does not record (shown as $0.00). */
  amountKnown: boolean;
  notes: string;
  partyId?: string;
}

export interface LiabilitiesStatement {
  rows: LiabilityRow[];
  total: number;
  allAmountsKnown: boolean;
}

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Liabilities outstanding (r. 74.17(1)6). The data model has no liability amounts: creditor
 * parties are listed with their notes at $0.00 and marked unknown, unless the caller gives an
 * amount under the same name; other liabilities the caller gives are added.
 */
export function liabilitiesStatement(
  creditors: readonly AccountsParty[],
  given: readonly LiabilityInput[] = [],
): LiabilitiesStatement {
  const byName = new Map(given.map((l) => [key(l.label), l]));
  const rows: LiabilityRow[] = creditors.map((p) => {
    const known = byName.get(key(p.name));
    if (known) byName.delete(key(p.name));
    return {
      label: p.name,
      amount: known?.amount ?? 0,
      amountKnown: !!known,
      notes: [known?.notes, p.notes].filter(Boolean).join(' ') || (known ? '' : 'Amount not recorded.'),
      partyId: p._id,
    };
  });
  for (const l of byName.values())
    rows.push({ label: l.label, amount: l.amount, amountKnown: true, notes: l.notes ?? '' });
  for (const r of rows) {
    if (!Number.isSafeInteger(r.amount) || r.amount < 0) {
      throw new RangeError(`Liability "${r.label}" must be a whole, non-negative number of cents`);
    }
  }
  return {
    rows,
    total: rows.reduce((s, r) => s + r.amount, 0),
    allAmountsKnown: rows.every((r) => r.amountKnown),
  };
}
