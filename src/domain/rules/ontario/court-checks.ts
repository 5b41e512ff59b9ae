import { formatCents as money } from '../money.ts';
import { beneficiaryOfPayee } from './beneficiary-names.ts';
import type { CourtAccounts } from './court-accounts.ts';
import { COURT_HOLIDAY_RULE, isCourtHoliday, weekdayUtc } from './court-calendar.ts';
import { capitalised, entryName } from './court-check-words.ts';
import { lockDuplicates, statementChecks, unassignedChecks } from './court-checks-money.ts';
import { periodChecks } from './court-checks-period.ts';
import { serviceChecks } from './court-checks-service.ts';
import { typedAndImportedTwins } from './court-checks-twins.ts';
import type { CourtEntry } from './court-entries.ts';
import { longDateOf } from './iso-dates.ts';
import { type LawyerOfRecordFacts, lawyerOfRecordChecks } from './lawyer-of-record.ts';
import { nearAmount, shareWord } from './match-words.ts';
import {
  checkHearing,
  earliestHearingFor,
  firstMailingDay,
  latestServiceFor,
  PASSING_NOTICE_RULE,
} from './passing-hearing.ts';

/**
 * What is checked before the accounts or the forms are generated (docs/behaviour.md#court-checks).
 * An error stops the generating; a suspicion (a receipt that looks like a realisation counted
 * twice, a payment to a beneficiary not recorded as a distribution) is an error until a person
 * dismisses it with a reason; a warning never stops anything, and a named person may acknowledge it
 * (both kept on the estate's court-accounts record, so its history says who and why).
 */
export interface CourtCheck {
  /** Stable across runs for the same facts, so a dismissal or acknowledgement keeps applying. */
  key: string;
  severity: 'error' | 'warning';
  /** A suspicion a person may dismiss with a reason (only such errors can be dismissed). */
  dismissable: boolean;
  message: string;
  source?: string;
  /** Where the person fixes it: the record or the field, each a link on the card. */
  fixes?: CheckFix[];
  /**
   * The words of the dismiss action when they are not "Dismiss" (a payment that is not an
   * advance: "Not an advance"), and what the reason answers.
   */
  dismissAs?: { action: string; reason: string };
}

/**
 * What a check's link opens: a record's own page, a section of the estate's page, or a field of
 * the screen running the checks (the accounts' period, the hearing date).
 */
export type CheckTarget =
  | { kind: 'transaction'; id: string }
  | { kind: 'account'; id: string }
  | { kind: 'asset'; id: string }
  | { kind: 'estate'; id: string }
  | { kind: 'party'; id: string }
  | { kind: 'section'; id: 'court-accounts' | 'transactions' }
  | {
      kind: 'field';
      field: 'accounts-from' | 'accounts-to' | 'hearing-date' | 'hearing-time' | 'mailing-date';
    }
  /** The firm's details (Profile → Organization → Firm details), an Admin's to change. */
  | { kind: 'firm-details' };

export interface CheckFix {
  /** The link's words: "Open the receipt of $23,800.00 from J. Smith", "Change “Accounts to”". */
  label: string;
  target: CheckTarget;
}

/** A person's word on one check: dismissed (an error) or acknowledged (a warning), with why. */
export interface CheckReview {
  check: string;
  reason: string;
  by: string;
  on: string;
}

export interface CourtCheckContext {
  /** Interim unless the trustee calls them final. */
  accountsKind?: 'interim' | 'final';
  /** Checked when given: a day the court sits, with the notice the rules require. */
  hearingDate?: string | null;
  /**
   * The hearing's time ("HH:MM"), for the court documents (Form 74.44 prints it): null or empty
   * with a hearing date stops them; undefined (the accounts alone) is not checked.
   */
  hearingTime?: string | null;
  /** When the notices go in the mail: the day chosen, else the first day mail can go (firstMailingDay). */
  sendOn: string;
  /** Today, on the device: the accounts cannot end after it. */
  today?: string;
  outsideOntario?: boolean;
  /**
   * Persons served whose estate trustee, attorney or guardian is the applicant (the service list's
   * conflicts): served only through the applicant, they have had no notice of their own.
   */
  servedThroughApplicant?: readonly { partyId: string; name: string; applicant: string }[];
  /**
   * Persons served with no address to mail to (the party's, or the representative's when one is
   * served for them): the documents stop until it is entered (court-checks-service.ts).
   */
  servedWithoutAddress?: readonly { partyId: string; name: string; servedOn?: string }[];
  /** Given for the court documents (not the accounts alone): the firm and the estate's lawyer of record. */
  lawyerOfRecord?: LawyerOfRecordFacts;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Monday, February 22, 2027": the weekday matters when counting to a mailing day. */
const dayOf = (iso: string) => `${DAY_NAMES[weekdayUtc(iso)]}, ${longDateOf(iso) ?? iso}`;

/**
 * The hearing date and the mailing, by the one calculation the card's calculator uses
 * (passing-hearing.ts, docs/behaviour.md#hearing-and-service-timing): a day the court sits, a
 * mailing that is not in the past, and the full notice counted from the day service takes effect.
 */
function hearingChecks(ctx: CourtCheckContext): CourtCheck[] {
  const out: CourtCheck[] = [];
  const timing = { outsideOntario: !!ctx.outsideOntario };
  const toHearing: CheckFix = {
    label: 'Change the hearing date',
    target: { kind: 'field', field: 'hearing-date' },
  };
  const toMailing: CheckFix = {
    label: 'Change the mailing date',
    target: { kind: 'field', field: 'mailing-date' },
  };
  if (ctx.today && ctx.sendOn < ctx.today) {
    out.push({
      key: 'mailing-date-past',
      severity: 'error',
      dismissable: false,
      message: `The mailing date, ${dayOf(ctx.sendOn)}, has passed: the notices can go in the mail from ${dayOf(
        firstMailingDay(ctx.today),
      )}. Choose the day they are actually mailed.`,
      source: PASSING_NOTICE_RULE.source,
      fixes: [toMailing],
    });
  }
  const on = ctx.hearingDate;
  if (!on) return out;
  if (isCourtHoliday(on)) {
    const day = weekdayUtc(on);
    out.push({
      key: 'hearing-not-sitting',
      severity: 'error',
      dismissable: false,
      message: `The hearing date, ${longDateOf(on)}, is a ${
        day === 0 || day === 6 ? DAY_NAMES[day] : 'holiday'
      }: the court does not sit. Choose a weekday that is not a holiday.`,
      source: COURT_HOLIDAY_RULE.source,
      fixes: [toHearing],
    });
  }
  if (ctx.hearingTime !== undefined && !ctx.hearingTime) {
    out.push({
      key: 'hearing-time-missing',
      severity: 'error',
      dismissable: false,
      message: `The hearing on ${dayOf(on)} has no time: the notice of application (Form 74.44) says when it will be heard. Enter the time the court office gave under "Hearing time".`,
      source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18, Form 74.44',
      fixes: [{ label: 'Enter the hearing time', target: { kind: 'field', field: 'hearing-time' } }],
    });
  }
  const check = checkHearing(ctx.sendOn, on, timing);
  if (check.noticeDays < check.required) {
    const latest = latestServiceFor(on, timing).sendBy;
    const passed = ctx.today && latest < ctx.today ? ', a day that has passed' : '';
    out.push({
      key: 'hearing-short-notice',
      severity: 'error',
      dismissable: false,
      message: `A hearing on ${dayOf(on)} needs the notices in the mail by ${dayOf(latest)}${passed}. Mailed on ${dayOf(
        ctx.sendOn,
      )}, they take effect on ${dayOf(check.effectiveOn)} and give ${Math.max(0, check.noticeDays)} days' notice; ${
        check.required
      } are needed${ctx.outsideOntario ? ' (someone served is outside Ontario)' : ''}. The earliest hearing for that mailing is ${dayOf(
        earliestHearingFor(ctx.sendOn, timing).hearingOn,
      )}.`,
      source: PASSING_NOTICE_RULE.source,
      fixes: [toHearing, toMailing],
    });
  }
  return out;
}

/** Receipts that look like one realisation counted twice, or a realisation of an asset still shown on hand. */
function duplicateChecks(a: CourtAccounts): CourtCheck[] {
  const out: CourtCheck[] = [];
  const receipts = a.schedules.capitalReceipts.entries;
  const realisations = receipts.filter((e) => e.kind === 'realisation');
  const others = receipts.filter((e) => e.kind === 'receipt' && !e.beneficiaryId);
  const asset = new Map(a.originalAssets.rows.map((r) => [r.assetId, r]));
  const pairKey = (x: CourtEntry, y: CourtEntry) =>
    `duplicate:${[x.transactionId, y.transactionId].sort().join(':')}`;
  const open = (e: CourtEntry): CheckFix => ({
    label: `Open ${entryName(e)}`,
    target: { kind: 'transaction', id: e.transactionId ?? '' },
  });
  for (const [i, x] of realisations.entries()) {
    for (const y of realisations.slice(i + 1)) {
      if (x.assetId === y.assetId && nearAmount(x.amount, y.amount)) {
        out.push({
          key: pairKey(x, y),
          severity: 'error',
          dismissable: true,
          message: `${capitalised(entryName(x))} and ${entryName(y)} both realise ${
            asset.get(x.assetId ?? '')?.name ?? 'one asset'
          } for about the same amount: is one sale counted twice?`,
          fixes: [open(x), open(y)],
        });
      }
    }
  }
  for (const r of others) {
    const twin = realisations.find(
      (x) =>
        nearAmount(x.amount, r.amount) &&
        shareWord(r.description, `${x.description} ${asset.get(x.assetId ?? '')?.name ?? ''}`),
    );
    if (twin) {
      out.push({
        key: pairKey(r, twin),
        severity: 'error',
        dismissable: true,
        message: `${capitalised(entryName(r))} looks like the same sale as ${entryName(
          twin,
        )}, which is linked to ${asset.get(twin.assetId ?? '')?.name ?? 'the asset'}: is one sale counted twice?`,
        fixes: [open(r), open(twin)],
      });
      continue;
    }
    const held = a.unrealisedAssets.rows.find(
      (h) =>
        h.carryingValue > 0 &&
        (h.carryingValue === r.amount ||
          (nearAmount(h.carryingValue, r.amount) && shareWord(r.description, h.name))),
    );
    if (held) {
      out.push({
        key: `realises:${r.transactionId}:${held.assetId}`,
        severity: 'error',
        dismissable: true,
        message: `${capitalised(entryName(r))} may be the proceeds of ${held.name}, which is still shown on hand at ${money(
          held.carryingValue,
        )}: link the receipt to the asset it realises (Realises asset), or dismiss this if they are unrelated.`,
        fixes: [open(r), { label: `Open ${held.name}`, target: { kind: 'asset', id: held.assetId } }],
      });
    }
  }
  return out;
}

/**
 * Payments to a beneficiary recorded as ordinary disbursements: the proposed distribution would
 * not count them. A payment that names a beneficiary ("E. Chen") is fixed by linking it as an
 * advance ("Advance to"); the one other answer is a person's word, with the reason, that it is
 * not a payment on account of the share (a reimbursement of an expense they paid, say), kept on
 * the estate's court-accounts record (docs/behaviour.md#court-checks).
 */
function distributionChecks(a: CourtAccounts): CourtCheck[] {
  const out: CourtCheck[] = [];
  for (const e of [
    ...a.schedules.capitalDisbursements.entries,
    ...a.schedules.revenueDisbursements.entries,
  ]) {
    if (e.kind !== 'disbursement' || !e.transactionId) continue;
    const to = beneficiaryOfPayee(e.payee, a.distribution.rows);
    const sounds = /\b(distribution|advance)\b/i.test(e.description);
    if (!to && !sounds) continue;
    const who = to?.name ?? 'the beneficiary';
    out.push({
      key: `beneficiary-payment:${e.transactionId}`,
      severity: 'error',
      dismissable: true,
      message: `${capitalised(entryName(e))} ${
        to ? `reads as a payment to ${to.name}, a beneficiary,` : 'reads as a distribution'
      } but is not recorded as an advance: open it and choose ${who} under "Advance to", so the proposed distribution brings it into account. If it is not a payment on account of ${
        to ? 'their' : 'a'
      } share (a reimbursement of an expense, say), say so with the reason.`,
      fixes: [{ label: `Open ${entryName(e)}`, target: { kind: 'transaction', id: e.transactionId } }],
      dismissAs: {
        action: 'Not an advance',
        reason: `Why it is not a payment on account of ${to ? `${to.name}’s` : 'a beneficiary’s'} share`,
      },
    });
  }
  for (const r of a.distribution.rows.filter((x) => x.overAdvanced)) {
    out.push({
      key: `over-advanced:${r.partyId}`,
      severity: 'error',
      dismissable: false,
      message: `${r.name} has already received ${money(r.advances)}, more than their share of what can be distributed: the proposed distribution would pay them less than nothing.`,
    });
  }
  return out;
}

function finalChecks(a: CourtAccounts, ctx: CourtCheckContext): CourtCheck[] {
  if (ctx.accountsKind !== 'final') return [];
  const out: CourtCheck[] = [];
  const held = [...a.unrealisedAssets.rows, ...a.investmentAccount.holdings.rows];
  if (held.length > 0) {
    out.push({
      key: 'final-assets-held',
      severity: 'error',
      dismissable: false,
      message: `Final accounts, but ${held.length} asset${held.length === 1 ? ' is' : 's are'} neither realised nor distributed in kind (${held
        .map((h) => h.name)
        .join('; ')}): pass interim accounts, or record what became of them.`,
      fixes: held.map((h) => ({
        label: `Open ${h.name}`,
        target: { kind: 'asset' as const, id: h.assetId },
      })),
    });
  }
  const unknown = a.liabilities.rows.filter((r) => r.outstanding === null);
  const owing = a.liabilities.outstandingTotal;
  if (unknown.length > 0 || owing > a.reserves.total) {
    out.push({
      key: 'final-liabilities-open',
      severity: 'error',
      dismissable: false,
      message: `Final accounts, but ${
        unknown.length > 0
          ? `${unknown.map((r) => r.creditor).join(', ')} ${unknown.length === 1 ? 'has' : 'have'} no amount recorded`
          : `${money(owing)} is still owing with ${money(a.reserves.total)} held back`
      }: pay or reserve every liability before the final passing.`,
    });
  }
  return out;
}

function balanceChecks(a: CourtAccounts): CourtCheck[] {
  const out: CourtCheck[] = [];
  for (const [name, s] of [
    ['capital', a.capitalAccount],
    ['revenue', a.revenueAccount],
  ] as const) {
    if (s.isBalanced) continue;
    out.push({
      key: `unbalanced-${name}`,
      severity: 'error',
      dismissable: false,
      message: `The ${name} account does not balance: what is on hand differs from the computed closing balance by ${money(
        s.difference,
      )}.`,
    });
  }
  if (a.cash.difference !== 0) {
    out.push({
      key: 'unexplained-cash',
      severity: 'error',
      dismissable: false,
      message: `${money(a.cash.difference)} in the estate's accounts is explained by neither capital nor revenue.`,
    });
  }
  return out;
}

function warnings(a: CourtAccounts): CourtCheck[] {
  const out: CourtCheck[] = [];
  const care = a.compensation.items.find((i) => i.id === 'care-and-management');
  if (care && care.claimed > 0 && !a.careAndManagement?.reason.trim()) {
    out.push({
      key: 'care-and-management-claimed',
      severity: 'warning',
      dismissable: true,
      message: `A care and management fee of ${money(care.claimed)} is claimed without its reason and basis. It is allowed only where the estate could not be distributed at once and was managed over time, on the average market value of the assets under management: give both in Edit Compensation.`,
      source: care.source,
    });
  }
  const unknown = a.liabilities.rows.filter((r) => r.amountAtDeath === null);
  if (unknown.length > 0) {
    out.push({
      key: 'creditor-amount-unknown',
      severity: 'warning',
      dismissable: true,
      message: `${unknown.map((r) => r.creditor).join(', ')}: no liability is recorded, so the amount owing is unknown and nothing is held back for it.`,
    });
  }
  if (a.compensation.claimedTotal > 0 && a.compensation.factorsMissing.length > 0) {
    out.push({
      key: 'compensation-reasons-missing',
      severity: 'warning',
      dismissable: true,
      message: `The reasons for the compensation claimed do not yet address ${a.compensation.factorsMissing.length} of the five factors the court weighs.`,
      source: a.compensation.factorsRule.source,
    });
  }
  return out;
}

/** Every check of the accounts (and of the hearing, when one is chosen), errors first. */
export function courtChecks(a: CourtAccounts, ctx: CourtCheckContext): CourtCheck[] {
  const all = [
    ...hearingChecks(ctx),
    ...periodChecks(a, ctx),
    ...unassignedChecks(a),
    ...statementChecks(a),
    ...balanceChecks(a),
    ...lockDuplicates(duplicateChecks(a), a),
    ...lockDuplicates(typedAndImportedTwins(a), a),
    ...distributionChecks(a),
    ...finalChecks(a, ctx),
    ...warnings(a),
    ...serviceChecks(ctx),
    ...(ctx.lawyerOfRecord ? lawyerOfRecordChecks(ctx.lawyerOfRecord) : []),
  ];
  return [...all.filter((c) => c.severity === 'error'), ...all.filter((c) => c.severity === 'warning')];
}

/** The checks still open: a dismissed suspicion or an acknowledged warning no longer stops anything. */
export function openChecks(
  checks: readonly CourtCheck[],
  reviews: readonly CheckReview[] = [],
): CourtCheck[] {
  const done = new Set(reviews.filter((r) => r.reason.trim()).map((r) => r.check));
  return checks.filter((c) => !(c.dismissable && done.has(c.key)));
}

/** Whether anything still stops the generating: an open error (warnings never do). */
export const blocksGenerating = (open: readonly CourtCheck[]): boolean =>
  open.some((c) => c.severity === 'error');
