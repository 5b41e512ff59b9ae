import type { DeadlineProof } from './deadline-proofs.ts';
import type { RuleSource } from './sources.ts';

export type DeadlineId =
  | 'estate-information-return'
  | 'amended-estate-information-return'
  | 'terminal-t1-return'
  | 'prior-year-t1-return'
  | 'rights-or-things-return'
  | 'spousal-election'
  | 't3-return'
  | 'later-t3-return'
  | 'final-t3-return'
  | 'loss-carry-back'
  | 'graduated-rate-estate-ends'
  | 'dependants-support'
  | 'advertise-for-creditors'
  | 'clearance-certificate'
  | 'court-deadline';

/**
 * 'before-final-distribution' is for steps with no date, only an order (the clearance certificate,
 * advertising for creditors). A date that has passed is 'overdue', except waiting periods (the
 * dependants' support period, the spousal election, the end of graduated rate estate status), which
 * are 'done' once they have run: the estate trustee waits for them, files nothing. 'not-applicable'
 * is a firm's decision with a reason; 'closed' is every step still open when the estate was completed
 * or closed, so a finished estate shows nothing overdue.
 */
export type DeadlineStatus =
  | 'upcoming'
  | 'due-soon'
  | 'overdue'
  | 'done'
  | 'unknown'
  | 'before-final-distribution'
  | 'not-applicable'
  | 'closed'
  /** An optional filing whose last day has passed: nothing is overdue, the chance was not taken. */
  | 'optional';

/** What people read for each status, on screen and in reports alike. */
export const DEADLINE_STATUS_LABELS: Readonly<Record<DeadlineStatus, string>> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  upcoming: 'Upcoming',
  done: 'Done',
  unknown: 'Date unknown',
  'before-final-distribution': 'Before final distribution',
  'not-applicable': 'Not applicable',
  closed: 'Closed with the estate',
  optional: 'Optional, last day passed',
};

/**
 * How a firm closed or re-dated one deadline of an estate: done (when, by whom, an optional note and
 * document), not applicable (why), or a date the firm set in place of the computed one.
 */
export type DeadlineClosure =
  | { state: 'done'; on: string; by?: string; note?: string; documentId?: string }
  | { state: 'not-applicable'; reason: string; by?: string }
  | { state: 'date-set'; date: string; by?: string; note?: string };

export interface Deadline extends RuleSource {
  id: DeadlineId;
  /** Unique within the estate: the id, or the id and tax year end for the later T3 returns. */
  key: string;
  title: string;
  dueDate: string | null;
  status: DeadlineStatus;
  /** Why there is no date, or what the date was counted from. */
  note?: string;
  /** The firm's closure, when there is one. */
  closure?: DeadlineClosure;
  /** What in the estate's records shows it done (a payment, a document), when nothing the firm said overrides it. */
  proof?: DeadlineProof;
}

export interface DeadlineEstate {
  _id: string;
  estateName: string;
  status?: string;
  deletedAt?: string | null;
  deceased?: { dateOfDeath?: string | null } | null;
  keyDates?: {
    dateOfDeath?: string | null;
    courtDeadline?: string | null;
    certificateIssued?: string | null;
  } | null;
}

export interface DeadlineOptions {
  /** The estate's chosen first tax year end; default the day before the first anniversary of death. */
  t3YearEnd?: string | null;
  /** The deceased (or a spouse living with them) carried on a business. */
  businessIncome?: boolean;
  /** When the estate trustee learned the Estate Information Return was wrong or incomplete. */
  changeLearnedOn?: string | null;
  /** Deadlines already met (the simple form of a 'done' closure, without date or person). */
  done?: Partial<Record<DeadlineId, boolean>>;
  /** The firm's closures, by deadline key. */
  closures?: Readonly<Record<string, DeadlineClosure>>;
  /** What the estate's ledger and documents prove done, by deadline key (deadline-proofs.ts). */
  proofs?: Readonly<Partial<Record<string, DeadlineProof>>>;
  /** False when no married spouse survived: the spousal election is then left out. */
  survivingSpouse?: boolean;
  /** The deceased's previous-year return was filed in life: that deadline is left out. */
  priorYearReturnFiled?: boolean;
  /** When the final T1 was assessed (starts the rights-or-things return's 90 days). */
  finalReturnAssessedOn?: string | null;
  /** The final distribution (wind-up), which ends the estate's last tax year. */
  windUpDate?: string | null;
}

/** Due within this many days (today included) is due soon. */
export const DUE_SOON_DAYS = 30;
