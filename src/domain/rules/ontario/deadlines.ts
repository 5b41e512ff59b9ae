import { deadlineStatus } from './deadline-dates.ts';
import { computedDeadlines } from './deadline-list.ts';
import type { DeadlineProof } from './deadline-proofs.ts';
import type { Deadline, DeadlineClosure, DeadlineEstate, DeadlineOptions } from './deadline-types.ts';

export * from './deadline-dates.ts';
export * from './deadline-proofs.ts';
export * from './deadline-types.ts';

const byWhom = (by: string | undefined) => (by ? ` by ${by}` : '');

/** The firm's closure wins over what the rules computed. */
export function applyClosure(deadline: Deadline, closure: DeadlineClosure, today: string): Deadline {
  switch (closure.state) {
    case 'done':
      return {
        ...deadline,
        closure,
        status: 'done',
        note: `Done on ${closure.on}${byWhom(closure.by)}${closure.note ? `: ${closure.note}` : '.'}`,
      };
    case 'not-applicable':
      return {
        ...deadline,
        closure,
        status: 'not-applicable',
        note: `Not applicable${byWhom(closure.by)}: ${closure.reason}`,
      };
    case 'date-set':
      return {
        ...deadline,
        closure,
        dueDate: closure.date,
        status: deadlineStatus(closure.date, today),
        note: `Date set by the firm${byWhom(closure.by)}${closure.note ? `: ${closure.note}` : '.'}`,
      };
  }
}

/**
 * What the estate's records prove (a payment, a document) makes the deadline done, with the proof
 * in place of the rule's note (docs/behaviour.md#deadlines-proven-by-the-ledger).
 */
export const applyProof = (deadline: Deadline, proof: DeadlineProof): Deadline => ({
  ...deadline,
  proof,
  status: 'done',
  note: proof.text,
});

/** Statuses that still ask something of the estate trustee. */
export const isOpenDeadline = (d: Pick<Deadline, 'status'>): boolean =>
  d.status === 'overdue' ||
  d.status === 'due-soon' ||
  d.status === 'upcoming' ||
  d.status === 'unknown' ||
  d.status === 'before-final-distribution';

/** Estates whose administration is over: whatever they left open is closed with them. */
export const isFinishedEstate = (estate: Pick<DeadlineEstate, 'status'>): boolean =>
  estate.status === 'completed' || estate.status === 'closed';

/** Every deadline of one estate, in the order an administration meets them. */
export function estateDeadlines(
  estate: DeadlineEstate,
  today: string,
  options: DeadlineOptions = {},
): Deadline[] {
  const computed = computedDeadlines(estate, today, options);
  const closures = options.closures ?? {};
  const proofs = options.proofs ?? {};
  const finished = isFinishedEstate(estate);
  return computed.map((d) => {
    const closure = Object.hasOwn(closures, d.key) ? closures[d.key] : undefined;
    const proof = Object.hasOwn(proofs, d.key) ? proofs[d.key] : undefined;
    // The firm's word wins over the records too: it can reopen a deadline a payment seemed to meet
    // (a date set) or say it does not apply.
    const closed = closure ? applyClosure(d, closure, today) : proof ? applyProof(d, proof) : d;
    return finished && isOpenDeadline(closed) ? { ...closed, status: 'closed' } : closed;
  });
}

export interface EstateDeadline extends Deadline {
  estateId: string;
  estateName: string;
}

/**
 * The dashboard's list: dated deadlines still open across the estates (completed, closed and deleted
 * estates left out; done and not-applicable ones too), overdue first, then by date. `options` gives
 * per-estate choices and closures by estate id.
 */
export function upcomingDeadlines(
  estates: readonly DeadlineEstate[],
  today: string,
  limit = 5,
  options: Record<string, DeadlineOptions> = {},
): EstateDeadline[] {
  const all: EstateDeadline[] = [];
  for (const estate of estates) {
    if (estate.deletedAt != null || isFinishedEstate(estate)) continue;
    for (const d of estateDeadlines(estate, today, options[estate._id])) {
      if (d.dueDate === null || !isOpenDeadline(d)) continue;
      all.push({ ...d, estateId: estate._id, estateName: estate.estateName });
    }
  }
  all.sort(
    (a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.estateName.localeCompare(b.estateName),
  );
  return all.slice(0, Math.max(0, limit));
}
