import { sumCents } from '../../domain/rules/money.ts';
import { closuresByKey } from '../../domain/rules/ontario/deadline-closures.ts';
import {
  DEADLINE_STATUS_LABELS,
  type Deadline,
  estateDeadlines,
  isOpenDeadline,
  ledgerProofs,
  type ProofDocument,
  type ProofTransaction,
} from '../../domain/rules/ontario/deadlines.ts';
import { formatShare, reduceShare, sharesFromBasisPoints } from '../../domain/rules/ontario/shares.ts';
import { partyHasRole } from '../../domain/rules/party-roles.ts';
import type {
  ApprovalRecord,
  AssetClass,
  AssetRecord,
  DeadlineRecord,
  DocumentRecord,
  EstateRecord,
  PartyRecord,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import { formatDate, formatShare as formatPercent } from '../../ui/record-display.ts';
import { humanizeStatus } from '../../ui/status-display.ts';

/**
 * What the beneficiary portal shows, worked out from the records a beneficiary's device holds: the
 * projection of src/domain/rules/projection.ts and nothing else (no accounts, notes, contact
 * details). Pure functions, so the screens only lay them out (docs/behaviour.md#portal).
 */

/** Which page of the portal an address under /portal is (the part after "/portal/"). */
export type PortalPage = { kind: 'home' } | { kind: 'estate'; id: string } | { kind: 'not-found' };

export function portalPage(rest: string | undefined): PortalPage {
  const path = (rest ?? '').replace(/\/+$/, '');
  if (!path) return { kind: 'home' };
  const estate = /^estates\/([^/]+)$/.exec(path);
  return estate?.[1] ? { kind: 'estate', id: decodeURIComponent(estate[1]) } : { kind: 'not-found' };
}

export const estatePath = (id: string): string => `/portal/estates/${encodeURIComponent(id)}`;

/** What each estate status means to someone outside the firm. */
const STATUS_MEANING: Record<string, string> = {
  open: 'The estate is being administered.',
  under_review: 'The estate’s accounts are being reviewed.',
  pending_court_approval: 'Waiting for the court to approve.',
  completed: 'The administration is complete.',
  closed: 'The estate is closed.',
};

export interface EstateStatusView {
  label: string;
  meaning: string;
}

export const estateStatusView = (status: string | null | undefined): EstateStatusView => ({
  label: humanizeStatus(status),
  meaning: STATUS_MEANING[status ?? ''] ?? '',
});

/** The date of death from wherever the firm entered it. */
export const dateOfDeathOf = (estate: Pick<EstateRecord, 'deceased' | 'keyDates'>): string | null =>
  estate.deceased?.dateOfDeath || estate.keyDates?.dateOfDeath || null;

export interface ProgressView {
  /** Deadlines met (done, or closed with a finished estate). */
  done: number;
  /** Deadlines that apply (those the firm marked not applicable left out). */
  total: number;
  percent: number;
  /** '4 of 11 steps done' */
  text: string;
}

/** Progress as the estate's deadlines met out of those that apply. */
export function progressOf(deadlines: readonly Pick<Deadline, 'status'>[]): ProgressView {
  const applying = deadlines.filter((d) => d.status !== 'not-applicable');
  const done = applying.filter((d) => d.status === 'done' || d.status === 'closed').length;
  const total = applying.length;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return { done, total, percent, text: `${done} of ${total} step${total === 1 ? '' : 's'} done` };
}

/** What the portal's records prove of the deadlines: the payments and the documents shared with them. */
export interface DeadlineEvidence {
  transactions?: readonly ProofTransaction[];
  documents?: readonly ProofDocument[];
}

/**
 * The estate's deadlines: the Ontario rules from its key dates, with the firm's closures applied
 * and what the records on the device prove done (docs/behaviour.md#deadlines-proven-by-the-ledger).
 */
export const deadlinesOf = (
  estate: EstateRecord,
  records: readonly DeadlineRecord[],
  today: string,
  evidence: DeadlineEvidence = {},
): Deadline[] =>
  estateDeadlines(estate, today, { closures: closuresByKey(records), proofs: ledgerProofs(evidence) });

export interface DeadlineRow {
  key: string;
  title: string;
  /** The date as people read it, or why there is none. */
  when: string;
  status: Deadline['status'];
  statusLabel: string;
}

const whenOf = (d: Deadline): string => {
  if (d.closure?.state === 'done') return `Done ${formatDate(d.closure.on)}`;
  if (d.proof && !d.closure) return d.proof.on ? `Done ${formatDate(d.proof.on)}` : 'Done';
  if (d.dueDate) return formatDate(d.dueDate);
  return d.status === 'before-final-distribution' ? 'Before the final distribution' : 'Date not yet known';
};

const rowOf = (d: Deadline): DeadlineRow => ({
  key: d.key,
  title: d.title,
  when: whenOf(d),
  status: d.status,
  statusLabel: DEADLINE_STATUS_LABELS[d.status],
});

/** Upcoming (open, soonest first, undated last) and done; set-aside ones are left out. */
export function deadlineGroups(deadlines: readonly Deadline[]): {
  upcoming: DeadlineRow[];
  done: DeadlineRow[];
} {
  const upcoming = deadlines
    .filter(isOpenDeadline)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'))
    .map(rowOf);
  const done = deadlines.filter((d) => d.status === 'done' || d.status === 'closed').map(rowOf);
  return { upcoming, done };
}

export interface EstateCardView {
  id: string;
  name: string;
  deceased: string;
  dateOfDeath: string;
  status: EstateStatusView;
  progress: ProgressView;
  /** The next dated step still open, in words. */
  next: string | null;
}

export function estateCard(
  estate: EstateRecord,
  deadlineRecords: readonly DeadlineRecord[],
  today: string,
  evidence: DeadlineEvidence = {},
): EstateCardView {
  const deadlines = deadlinesOf(estate, deadlineRecords, today, evidence);
  const next = deadlines
    .filter((d) => isOpenDeadline(d) && d.dueDate)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''))[0];
  return {
    id: estate._id,
    name: estate.estateName,
    deceased: estate.deceased?.name ?? '',
    dateOfDeath: formatDate(dateOfDeathOf(estate)),
    status: estateStatusView(estate.status),
    progress: progressOf(deadlines),
    next: next ? `${next.title}: ${formatDate(next.dueDate)}` : null,
  };
}

/** Estates by name, for the list. */
export const byName = <T extends { estate: Pick<EstateRecord, 'estateName'> }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.estate.estateName.localeCompare(b.estate.estateName));

const CLASS_LABELS: Record<AssetClass, string> = {
  real_property: 'Real property',
  security_investment: 'Investments',
  vehicle: 'Vehicle',
  personal_property: 'Personal property',
  business_interest: 'Business interest',
  receivable: 'Money owed to the estate',
  bank_account: 'Bank account',
  registered_plan: 'Registered plan',
  life_insurance: 'Life insurance',
  pension: 'Pension',
  other: 'Other',
};

export interface AssetRow {
  id: string;
  name: string;
  classLabel: string;
  /** Value at the date of death, in cents. */
  valueAtDeath: number;
  realised: boolean;
  /** 'On hand', or 'Realised Mar 3, 2026 for …' without the amount (shown in its own column). */
  state: string;
  proceeds: number | null;
}

export interface HoldingsView {
  rows: AssetRow[];
  totalAtDeath: number;
  totalRealised: number;
}

/**
 * The estate's holdings: an asset passing outside the estate (by survivorship or to a designated
 * beneficiary) is not the estate's, so it is not listed, as the accounts leave it out.
 */
export function holdingsOf(assets: readonly AssetRecord[]): HoldingsView {
  const rows = assets
    .filter((a) => !a.passesOutside)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((a): AssetRow => {
      const realised = a.status === 'disposed';
      return {
        id: a._id,
        name: a.name,
        classLabel: CLASS_LABELS[a.assetClass as AssetClass] ?? humanizeStatus(a.assetClass),
        valueAtDeath: a.fmvDoD ?? 0,
        realised,
        state: realised
          ? `Realised${a.dispositionDate ? ` ${formatDate(a.dispositionDate)}` : ''}`
          : 'On hand',
        proceeds: realised ? (a.proceeds ?? null) : null,
      };
    });
  return {
    rows,
    totalAtDeath: sumCents(rows.map((r) => r.valueAtDeath)),
    totalRealised: sumCents(rows.map((r) => r.proceeds)),
  };
}

export interface MoneyRow {
  id: string;
  date: string;
  /** Payee or purpose, whichever the firm wrote; the type otherwise. */
  description: string;
  detail: string;
  amount: number;
}

export interface MoneyView {
  receipts: MoneyRow[];
  disbursements: MoneyRow[];
  receiptsTotal: number;
  disbursementsTotal: number;
}

const moneyRow = (t: TransactionRecord): MoneyRow => {
  const type = humanizeStatus(t.type);
  const description = t.payee?.trim() || t.purpose?.trim() || type;
  const detail = [
    t.payee?.trim() && t.purpose?.trim() ? t.purpose.trim() : '',
    type,
    t.ledger === 'revenue' ? 'Income' : '',
  ]
    .filter((s) => s && s !== description)
    .join(' · ');
  return { id: t._id, date: formatDate(t.date), description, detail, amount: t.amount };
};

/**
 * Money received and paid out, newest first. Transfers between the estate's own accounts move no
 * money in or out, so they are left out.
 */
export function moneyOf(transactions: readonly TransactionRecord[]): MoneyView {
  const sorted = [...transactions].sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));
  const receipts = sorted.filter((t) => t.kind === 'receipt').map(moneyRow);
  const disbursements = sorted.filter((t) => t.kind === 'disbursement').map(moneyRow);
  return {
    receipts,
    disbursements,
    receiptsTotal: sumCents(receipts.map((r) => r.amount)),
    disbursementsTotal: sumCents(disbursements.map((r) => r.amount)),
  };
}

/** Names compared as people write them: case, spacing and accents aside. */
export const sameName = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const norm = (s: string | null | undefined) =>
    (s ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return !!norm(a) && norm(a) === norm(b);
};

export interface ShareRow {
  id: string;
  name: string;
  relationship: string;
  /** '1/3' for equal thirds, '25%', '12.5%'; '' for no share recorded. */
  share: string;
  mine: boolean;
}

export interface DistributionView {
  rows: ShareRow[];
  /** Whether one of the rows is the signed-in person's (matched by name). */
  mineFound: boolean;
  /** Shares that do not add up to the whole, in words; null when they do. */
  note: string | null;
}

/**
 * The proposed distribution as the projection allows it: each beneficiary's share of the residue
 * (exact fractions, as the firm's reports use). The amounts need the estate's accounts, which a
 * beneficiary's device does not hold; the screen points to the shared accounts for them.
 */
export function distributionOf(
  parties: readonly PartyRecord[],
  myName: string | null | undefined,
): DistributionView {
  const beneficiaries = parties
    .filter((p) => partyHasRole(p, 'beneficiary'))
    .sort((a, b) => (b.shareOfEstate ?? 0) - (a.shareOfEstate ?? 0) || a.name.localeCompare(b.name));
  const basis = beneficiaries.map((p) => p.shareOfEstate ?? 0);
  const exact = sharesFromBasisPoints(basis);
  const rows = beneficiaries.map((p, i): ShareRow => {
    const bp = p.shareOfEstate;
    const fraction = exact[i] ? reduceShare(exact[i]) : null;
    const recorded = bp ? reduceShare({ numerator: bp, denominator: 10_000 }) : null;
    // Equal shares recorded as 3334/3333/3333 are read as exact thirds (sharesFromBasisPoints):
    // shown as the fraction, not as percentages that differ by a hundredth.
    const equalSplit =
      !!fraction &&
      !!recorded &&
      (fraction.numerator !== recorded.numerator || fraction.denominator !== recorded.denominator);
    const share = !bp ? '' : equalSplit && fraction ? formatShare(fraction) : formatPercent(bp);
    return {
      id: p._id,
      name: p.name,
      relationship: p.relationshipToDeceased ?? '',
      share,
      mine: sameName(p.name, myName),
    };
  });
  const total = basis.reduce((s, b) => s + b, 0);
  const note =
    beneficiaries.length === 0 || total === 10_000
      ? null
      : `The recorded shares add up to ${formatPercent(total)}, not 100%. Ask the firm about the rest.`;
  // Two parties with the person's name: no way to tell which is theirs, so neither is marked.
  const mine = rows.filter((r) => r.mine);
  if (mine.length > 1) for (const r of rows) r.mine = false;
  return { rows, mineFound: mine.length === 1, note };
}

/** A shared report the beneficiary may approve: a generated report, or anything titled as accounts. */
export const isAccountsReport = (doc: Pick<DocumentRecord, 'type' | 'title'>): boolean =>
  doc.type === 'Report' || /accounts/i.test(doc.title);

export interface ApprovalView {
  id: string;
  name: string;
  /** 'Nov 21, 2026' */
  on: string;
  withdrawn: boolean;
  withdrawnOn: string;
  /** Made on this device and not yet on the server. */
  pending: boolean;
}

export interface DocumentRow {
  id: string;
  title: string;
  type: string;
  date: string;
  fileName: string;
  mimeType: string;
  hasContent: boolean;
  /** The content is on this device: it opens offline. */
  cached: boolean;
  approvable: boolean;
  /** The latest approval of this document, withdrawn or not. */
  approval: ApprovalView | null;
}

const newest = <T extends { createdAt: string; _id: string }>(rows: readonly T[]): T | undefined =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))[0];

/** The latest approval of one document among the person's own (the only ones their device holds). */
export function approvalOf(approvals: readonly ApprovalRecord[], documentId: string): ApprovalView | null {
  const latest = newest(approvals.filter((a) => a.document === documentId));
  if (!latest) return null;
  return {
    id: latest._id,
    name: latest.name,
    on: formatDate(latest.createdAt),
    withdrawn: !!latest.withdrawn,
    withdrawnOn: formatDate(latest.withdrawnAt ?? (latest.withdrawn ? latest.updatedAt : null)),
    pending: latest.version === 0,
  };
}

/**
 * The documents shared with beneficiaries, newest first, with what this device holds of them. A
 * version replaced by a later one they also see is left out, unless they approved it: their
 * approval stays in sight with what it approved.
 */
export function sharedDocumentsOf(
  documents: readonly DocumentRecord[],
  approvals: readonly ApprovalRecord[],
  cached: readonly string[],
): DocumentRow[] {
  const have = new Set(cached);
  const dated = (d: DocumentRecord) => d.date || d.createdAt.slice(0, 10);
  const shared = documents.filter((d) => d.shared === true);
  const seen = new Set(shared.map((d) => d._id));
  return shared
    .filter((d) => !(d.replacedBy && seen.has(d.replacedBy) && !approvalOf(approvals, d._id)))
    .sort((a, b) => dated(b).localeCompare(dated(a)) || b._id.localeCompare(a._id))
    .map((d) => ({
      id: d._id,
      title: d.title,
      type: d.type ?? 'Other',
      date: formatDate(dated(d)),
      fileName: d.fileName || d.title,
      mimeType: d.mimeType || 'application/octet-stream',
      hasContent: !!d.hasContent || have.has(d._id),
      cached: have.has(d._id),
      approvable: isAccountsReport(d),
      approval: isAccountsReport(d) ? approvalOf(approvals, d._id) : null,
    }));
}

/** The typed signature must be a name: some letters, not only spaces or dots. */
export function approvalNameError(typed: string): string | null {
  const name = typed.trim();
  if (!name) return 'Type your full name to approve';
  if (!/\p{L}/u.test(name)) return 'Type your full name in letters';
  if (name.length > 120) return 'Full name is at most 120 characters';
  return null;
}
