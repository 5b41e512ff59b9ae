import { closuresByKey } from '../../domain/rules/ontario/deadline-closures.ts';
import {
  type Deadline,
  estateDeadlines,
  isOpenDeadline,
  ledgerProofs,
} from '../../domain/rules/ontario/deadlines.ts';
import type { DeadlineRecord, DocumentRecord, EstateRecord } from '../../domain/schemas/index.ts';
import { queries, useQuery } from '../../store/index.ts';
import { useToday } from './use-report-data.ts';

/**
 * An estate's deadlines as of today with the firm's word on each (done, not applicable, a date
 * set) and what its ledger and documents prove done (the final T1's balance paid, the Estate
 * Information Return filed): the estate page's Deadlines section and its first screen's next two
 * read the same list.
 */
export function useEstateDeadlines(estate: EstateRecord) {
  const today = useToday();
  const read = useQuery(
    async () => ({
      records: await queries.deadlinesOfEstate(estate._id),
      documents: await queries.documentsOfEstate(estate._id),
      transactions: await queries.transactionsOfEstate(estate._id),
    }),
    [estate._id],
  );
  const records: DeadlineRecord[] = read.status === 'ready' ? read.data.records : [];
  const documents: DocumentRecord[] = read.status === 'ready' ? read.data.documents : [];
  const proofs = ledgerProofs({
    transactions: read.status === 'ready' ? read.data.transactions : [],
    documents,
  });
  const deadlines = estateDeadlines(estate, today, { closures: closuresByKey(records), proofs });
  return { today, read, records, documents, deadlines };
}

/** The open deadlines soonest first (overdue ones first of all); undated ones after the dated. */
export function nextOpenDeadlines(deadlines: readonly Deadline[], count: number): Deadline[] {
  return deadlines
    .filter(isOpenDeadline)
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      if (a.d.dueDate && b.d.dueDate) return a.d.dueDate.localeCompare(b.d.dueDate) || a.i - b.i;
      if (a.d.dueDate || b.d.dueDate) return a.d.dueDate ? -1 : 1;
      return a.i - b.i;
    })
    .slice(0, count)
    .map(({ d }) => d);
}
