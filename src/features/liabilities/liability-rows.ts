import type { LiabilityRecord, TransactionRecord } from '../../domain/schemas/index.ts';

export interface LiabilityRow {
  record: LiabilityRecord;
  /** Paid so far by the linked disbursements of this estate. */
  paid: number;
  /** Amount at death less what was paid, never below zero. */
  outstanding: number;
}

/** The estate's live disbursements: what a liability may be paid by. */
export function disbursementsOf(transactions: readonly TransactionRecord[]): TransactionRecord[] {
  return transactions.filter((t) => !t.deletedAt && t.kind === 'disbursement');
}

/**
 * Each liability with what its linked disbursements paid and what is still outstanding, the way
 * the court accounts compute it (src/domain/rules/ontario/liability-records.ts), over all dates:
 * a link to a deleted or non-disbursement transaction pays nothing.
 */
export function liabilityRows(
  liabilities: readonly LiabilityRecord[],
  transactions: readonly TransactionRecord[],
): LiabilityRow[] {
  const amounts = new Map(disbursementsOf(transactions).map((t) => [t._id, t.amount]));
  return liabilities
    .filter((l) => !l.deletedAt)
    .map((record) => {
      const paid = [...new Set(record.paidBy ?? [])].reduce((s, id) => s + (amounts.get(id) ?? 0), 0);
      return { record, paid, outstanding: Math.max(0, record.amountAtDeath - paid) };
    });
}
