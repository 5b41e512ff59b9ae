import type { AccountsParty } from './accounts-input.ts';
import type { CourtEntry } from './court-entries.ts';
import type { LiabilityRecord } from './court-inputs.ts';
import type { LedgerEntry } from './ledger.ts';

export interface LiabilityRecordRow {
  number: string;
  liabilityId: string | null;
  creditor: string;
  description: string;
  /** Null for a creditor party with no liability record: the amount is not known. */
  amountAtDeath: number | null;
  /** Paid up to the end of the period by the linked disbursements. */
  paid: number;
  /** Numbers of the paying entries in this period's schedules (earlier payments have none). */
  paidBy: string[];
  outstanding: number | null;
  /** Paid more than the amount recorded. */
  overpaid: number;
  notes: string;
}

export interface LiabilityRecordsStatement {
  rows: LiabilityRecordRow[];
  /** Outstanding at the end of the period, of the liabilities whose amount is known. */
  outstandingTotal: number;
  paidTotal: number;
  allAmountsKnown: boolean;
}

/**
 * Liabilities (r. 74.17(1)6) from liability records: amount owing at death less the linked
 * payments made by the end of the period. A creditor party with no record is listed with its
 * amount unknown, so nothing silently shows as $0.00 owing.
 */
export function liabilityRecordsStatement(
  records: readonly LiabilityRecord[],
  creditors: readonly AccountsParty[],
  ledgerEntries: readonly LedgerEntry[],
  numbered: readonly CourtEntry[],
  periodEnd: string,
): LiabilityRecordsStatement {
  const live = records.filter((r) => r.deletedAt == null);
  const byId = new Map(ledgerEntries.map((e) => [e.id, e]));
  const numberOf = new Map(numbered.filter((e) => e.transactionId).map((e) => [e.transactionId, e.number]));
  const rows: LiabilityRecordRow[] = live.map((r, i) => {
    if (!Number.isSafeInteger(r.amountAtDeath) || r.amountAtDeath < 0) {
      throw new RangeError(`Liability to ${r.creditor} must be a whole, non-negative number of cents`);
    }
    // A payment listed twice paid once.
    const payments = [...new Set(r.paidBy ?? [])]
      .map((id) => byId.get(id))
      .filter((e): e is LedgerEntry => !!e && e.kind === 'disbursement' && e.date <= periodEnd);
    const paid = payments.reduce((s, e) => s + e.amount, 0);
    return {
      number: `L-${i + 1}`,
      liabilityId: r._id,
      creditor: r.creditor,
      description: r.description ?? '',
      amountAtDeath: r.amountAtDeath,
      paid,
      paidBy: payments.map((e) => numberOf.get(e.id)).filter((n): n is string => !!n),
      outstanding: Math.max(0, r.amountAtDeath - paid),
      overpaid: Math.max(0, paid - r.amountAtDeath),
      notes: r.notes ?? '',
    };
  });
  const recorded = new Set(live.map((r) => r.creditorPartyId).filter(Boolean));
  for (const p of creditors.filter((c) => !recorded.has(c._id))) {
    rows.push({
      number: `L-${rows.length + 1}`,
      liabilityId: null,
      creditor: p.name,
      description: '',
      amountAtDeath: null,
      paid: 0,
      paidBy: [],
      outstanding: null,
      overpaid: 0,
      notes: [p.notes, 'Amount not recorded: enter the liability.'].filter(Boolean).join(' '),
    });
  }
  return {
    rows,
    outstandingTotal: rows.reduce((s, r) => s + (r.outstanding ?? 0), 0),
    paidTotal: rows.reduce((s, r) => s + r.paid, 0),
    allAmountsKnown: rows.every((r) => r.amountAtDeath !== null),
  };
}
