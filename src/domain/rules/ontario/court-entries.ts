import type { Ledger } from '../../schemas/index.ts';
import { transactionTypeLabel } from '../transactions.ts';
import type { AccountingPeriod } from './accounts-input.ts';
import { type AssetTrack, disposedIn } from './court-assets.ts';
import type { CompensationTaken, CourtAccountsExtras } from './court-inputs.ts';
import { isWithin } from './iso-dates.ts';
import type { LedgerEntry } from './ledger.ts';

/** What a ledger entry did, from the links (never from the payee's name). */
export type EntryRole =
  | { role: 'ordinary'; liabilityId?: string }
  | { role: 'realisation'; track: AssetTrack }
  | { role: 'purchase'; track: AssetTrack }
  | { role: 'distribution'; beneficiaryId: string; onAccountOfShare: boolean }
  | { role: 'compensation'; taken: CompensationTaken };

export interface ClassifiedEntry extends LedgerEntry {
  role: EntryRole;
}

/**
 * Each entry with its role; realisations and purchases belong to capital whatever ledger the
 * transaction was recorded in (converting one capital asset into another).
 */
export function classifyEntries(
  entries: readonly LedgerEntry[],
  tracks: readonly AssetTrack[],
  extras: CourtAccountsExtras,
): ClassifiedEntry[] {
  const roles = new Map<string, EntryRole>();
  for (const t of tracks) {
    for (const e of t.purchases) roles.set(e.id, { role: 'purchase', track: t });
    if (t.disposal?.mode === 'realised') {
      for (const e of t.disposal.receipts) roles.set(e.id, { role: 'realisation', track: t });
    }
  }
  for (const l of extras.links ?? []) {
    if (l.kind === 'distribution' && !roles.has(l.transactionId)) {
      roles.set(l.transactionId, {
        role: 'distribution',
        beneficiaryId: l.beneficiaryId,
        onAccountOfShare: l.onAccountOfShare ?? true,
      });
    }
  }
  for (const taken of extras.compensationTaken ?? []) {
    if (taken.transactionId && !roles.has(taken.transactionId)) {
      roles.set(taken.transactionId, { role: 'compensation', taken });
    }
  }
  for (const l of extras.liabilities ?? []) {
    if (l.deletedAt != null) continue;
    for (const id of l.paidBy ?? [])
      if (!roles.has(id)) roles.set(id, { role: 'ordinary', liabilityId: l._id });
  }
  return entries.map((e) => {
    const role = roles.get(e.id) ?? { role: 'ordinary' };
    const capital = role.role === 'realisation' || role.role === 'purchase';
    return { ...e, ledger: capital ? 'capital' : e.ledger, role };
  });
}

export type CourtEntryKind =
  | 'receipt'
  | 'realisation'
  | 'disbursement'
  | 'distribution'
  | 'distribution-in-kind'
  | 'costs-of-sale'
  | 'compensation'
  | 'purchase'
  | 'maturity';

/** One numbered line of a schedule. Non-cash lines (costs deducted at closing, in kind) move no money. */
export interface CourtEntry {
  number: string;
  kind: CourtEntryKind;
  date: string;
  transactionId: string | null;
  cash: boolean;
  account: string | null;
  payee: string;
  description: string;
  amount: number;
  /** The transaction's type (cheque, tax, interest...); absent on lines that moved no money. */
  type?: string;
  /** From a bank statement rather than typed by hand (court-checks-twins.ts). */
  imported?: boolean;
  assetId?: string;
  beneficiaryId?: string;
  liabilityId?: string;
  /** Numbers of the entries and assets this line refers to (A-1, CR-3, L-1, ...). */
  crossReferences: string[];
}

/** A schedule's subtotal by kind of entry (realisations and other receipts, distributions...). */
export interface SchedulePart {
  id: SchedulePartId;
  label: string;
  amount: number;
}

export type SchedulePartId =
  | 'realisations'
  | 'other-receipts'
  | 'disbursements'
  | 'distributions'
  | 'compensation'
  | 'purchases'
  | 'maturities';

export interface CourtSchedule {
  entries: CourtEntry[];
  total: number;
  /** The part that moved money. */
  cashTotal: number;
  /**
   * Subtotals by kind of entry, each a figure the forms may print (the judgment's capital
   * disbursements are the schedule's disbursements part, its distributions the distributions
   * part), so every figure on a form can be found in the schedule it comes from.
   */
  parts: SchedulePart[];
}

const PART_KINDS: Record<SchedulePartId, { label: string; kinds: readonly CourtEntryKind[] }> = {
  realisations: { label: 'Proceeds of original assets realised', kinds: ['realisation'] },
  'other-receipts': { label: 'Other receipts', kinds: ['receipt'] },
  disbursements: { label: 'Disbursements', kinds: ['disbursement', 'costs-of-sale'] },
  distributions: {
    label: 'Distributions to beneficiaries',
    kinds: ['distribution', 'distribution-in-kind'],
  },
  compensation: { label: 'Compensation taken', kinds: ['compensation'] },
  purchases: { label: 'Investments bought', kinds: ['purchase'] },
  maturities: { label: 'Investments realised', kinds: ['maturity'] },
};

const SCHEDULE_PARTS: Record<keyof CourtSchedules, readonly SchedulePartId[]> = {
  capitalReceipts: ['realisations', 'other-receipts'],
  capitalDisbursements: ['disbursements', 'distributions', 'compensation'],
  revenueReceipts: ['other-receipts'],
  revenueDisbursements: ['disbursements', 'distributions', 'compensation'],
  investmentTransactions: ['purchases', 'maturities'],
};

/** The amount of one part of a schedule (zero when the schedule has none of it). */
export const partOf = (schedule: CourtSchedule, id: SchedulePartId): number =>
  schedule.parts.find((p) => p.id === id)?.amount ?? 0;

export interface CourtSchedules {
  capitalReceipts: CourtSchedule;
  capitalDisbursements: CourtSchedule;
  revenueReceipts: CourtSchedule;
  revenueDisbursements: CourtSchedule;
  /** Purchases and realisations of the trustee's own investments. */
  investmentTransactions: CourtSchedule;
}

export const SCHEDULE_PREFIX = {
  capitalReceipts: 'CR',
  capitalDisbursements: 'CD',
  revenueReceipts: 'RR',
  revenueDisbursements: 'RD',
  investmentTransactions: 'I',
} as const;

type Draft = Omit<CourtEntry, 'number' | 'crossReferences'> & { sortKey: string };

const fromLedger = (e: ClassifiedEntry, kind: CourtEntryKind, extra: Partial<Draft> = {}): Draft => ({
  kind,
  date: e.date,
  transactionId: e.id,
  cash: true,
  account: e.account,
  payee: e.payee,
  // With no purpose written, the type as people read it ("Bank Deposit"), never the stored value.
  description: e.purpose || transactionTypeLabel(e.type),
  amount: e.amount,
  type: e.type,
  ...(e.imported ? { imported: true } : {}),
  sortKey: `${e.date}|${e.id}`,
  ...extra,
});

function finish(drafts: Draft[], name: keyof CourtSchedules): CourtSchedule {
  const prefix = SCHEDULE_PREFIX[name];
  const entries = drafts
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
    .map(({ sortKey: _key, ...d }, i) => ({ ...d, number: `${prefix}-${i + 1}`, crossReferences: [] }));
  const parts = SCHEDULE_PARTS[name].map((id) => ({
    id,
    label: PART_KINDS[id].label,
    amount: entries.filter((e) => PART_KINDS[id].kinds.includes(e.kind)).reduce((s, e) => s + e.amount, 0),
  }));
  const total = entries.reduce((s, e) => s + e.amount, 0);
  if (parts.reduce((s, p) => s + p.amount, 0) !== total) {
    throw new Error(`Schedule ${prefix} holds an entry of no part`);
  }
  return { entries, total, cashTotal: entries.reduce((s, e) => s + (e.cash ? e.amount : 0), 0), parts };
}

/**
 * The period's schedules, numbered in date order. Reinvestment (buying an investment, its
 * maturity) goes to the investment transactions only; costs of sale deducted before the
 * proceeds arrived and distributions in kind are capital disbursements that move no money.
 */
export function courtSchedules(
  classified: readonly ClassifiedEntry[],
  tracks: readonly AssetTrack[],
  period: AccountingPeriod,
): CourtSchedules {
  const inPeriod = classified.filter((e) => isWithin(e.date, period.from, period.to));
  const drafts: Record<keyof CourtSchedules, Draft[]> = {
    capitalReceipts: [],
    capitalDisbursements: [],
    revenueReceipts: [],
    revenueDisbursements: [],
    investmentTransactions: [],
  };
  const side = (ledger: Ledger, kind: LedgerEntry['kind']): keyof CourtSchedules =>
    ledger === 'capital'
      ? kind === 'receipt'
        ? 'capitalReceipts'
        : 'capitalDisbursements'
      : kind === 'receipt'
        ? 'revenueReceipts'
        : 'revenueDisbursements';
  for (const e of inPeriod) {
    const { role } = e;
    if (role.role === 'purchase') {
      const kind = e.kind === 'disbursement' ? 'purchase' : 'maturity';
      drafts.investmentTransactions.push(fromLedger(e, kind, { assetId: role.track.asset._id }));
    } else if (role.role === 'realisation') {
      const target = role.track.original ? 'capitalReceipts' : 'investmentTransactions';
      const kind = role.track.original ? 'realisation' : 'maturity';
      drafts[target].push(fromLedger(e, kind, { assetId: role.track.asset._id }));
    } else if (role.role === 'distribution') {
      drafts[side(e.ledger, e.kind)].push(
        fromLedger(e, e.kind === 'disbursement' ? 'distribution' : 'receipt', {
          beneficiaryId: role.beneficiaryId,
        }),
      );
    } else if (role.role === 'compensation') {
      drafts[side(e.ledger, e.kind)].push(
        fromLedger(e, e.kind === 'disbursement' ? 'compensation' : 'receipt'),
      );
    } else {
      drafts[side(e.ledger, e.kind)].push(
        fromLedger(e, e.kind === 'receipt' ? 'receipt' : 'disbursement', {
          ...(role.liabilityId ? { liabilityId: role.liabilityId } : {}),
        }),
      );
    }
  }
  for (const t of tracks.filter((x) => disposedIn(x, period))) {
    const d = t.disposal;
    const on = t.disposedOn as string;
    if (d?.mode === 'realised' && d.costsOfSale > 0) {
      drafts.capitalDisbursements.push({
        kind: 'costs-of-sale',
        date: on,
        transactionId: null,
        cash: false,
        account: null,
        payee: '',
        description: `Costs of sale of ${t.asset.name}, deducted from the proceeds`,
        amount: d.costsOfSale,
        assetId: t.asset._id,
        sortKey: `${on}|~${t.asset._id}`,
      });
    } else if (d?.mode === 'in-kind') {
      const what = d.distribution.description || t.asset.name;
      drafts.capitalDisbursements.push({
        kind: 'distribution-in-kind',
        date: on,
        transactionId: null,
        cash: false,
        account: null,
        payee: '',
        description: d.distribution.onAccountOfShare
          ? `${what}, distributed in kind on account of the share of the residue`
          : `${what}, distributed in kind (specific bequest)`,
        amount: d.value,
        assetId: t.asset._id,
        beneficiaryId: d.distribution.beneficiaryId,
        sortKey: `${on}|~${t.asset._id}`,
      });
    }
  }
  return {
    capitalReceipts: finish(drafts.capitalReceipts, 'capitalReceipts'),
    capitalDisbursements: finish(drafts.capitalDisbursements, 'capitalDisbursements'),
    revenueReceipts: finish(drafts.revenueReceipts, 'revenueReceipts'),
    revenueDisbursements: finish(drafts.revenueDisbursements, 'revenueDisbursements'),
    investmentTransactions: finish(drafts.investmentTransactions, 'investmentTransactions'),
  };
}

export const scheduleEntries = (s: CourtSchedules): CourtEntry[] => [
  ...s.capitalReceipts.entries,
  ...s.capitalDisbursements.entries,
  ...s.revenueReceipts.entries,
  ...s.revenueDisbursements.entries,
  ...s.investmentTransactions.entries,
];
