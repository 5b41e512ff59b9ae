import {
  type AccountsBankAccount,
  liabilityRecordsStatement,
  prepareLedger,
} from '../../domain/rules/ontario/index.ts';
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

/** After every transaction a record can hold: the screen shows what is paid to date, future-dated included. */
const EVERY_DATE = '9999-12-31';

/**
 * Each liability with what its linked disbursements paid and what is still outstanding, worked
 * out by the statement's own function (liabilityRecordsStatement, over the same ledger) for a
 * period that takes in every transaction, so the figures are Schedule H's for a period ending
 * after the last payment: a link to a deleted or non-disbursement transaction pays nothing.
 */
export function liabilityRows(
  liabilities: readonly LiabilityRecord[],
  transactions: readonly TransactionRecord[],
  accounts: readonly AccountsBankAccount[],
): LiabilityRow[] {
  const live = liabilities.filter((l) => !l.deletedAt);
  const ledger = prepareLedger(
    transactions.filter((t) => !t.deletedAt),
    accounts.filter((a) => !a.deletedAt),
  );
  const records = live.map((l) => ({
    _id: l._id,
    creditor: l.creditor,
    amountAtDeath: l.amountAtDeath,
    paidBy: l.paidBy ?? [],
  }));
  const statement = liabilityRecordsStatement(records, [], ledger.entries, [], EVERY_DATE);
  const byId = new Map(statement.rows.map((r) => [r.liabilityId, r]));
  return live.map((record) => {
    const row = byId.get(record._id);
    return { record, paid: row?.paid ?? 0, outstanding: row?.outstanding ?? record.amountAtDeath };
  });
}
