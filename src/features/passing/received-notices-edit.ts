import * as v from 'valibot';
import { dollarsToCents, formatCents } from '../../domain/rules/money.ts';
import { OFFICIAL_NAMES, type Official } from '../../domain/rules/ontario/index.ts';
import { longDateOf } from '../../domain/rules/ontario/iso-dates.ts';
import { ReceivedNoticeItem, type ReceivedNoticeKind } from '../../domain/schemas/index.ts';
import { VALUE_LABELS } from '../../domain/value-labels.ts';
import type { PassingService } from './service-parties.ts';

/**
 * What the "What was received" list on the Passing of Accounts card edits: the notices those
 * served answer with, kept on the estate's court-accounts record (docs/behaviour.md#what-was-received).
 * Forms 74.47 and 74.50 and the application record read them.
 */

/** Each kind as the list names it, with its form (src/domain/value-labels.ts). */
export const NOTICE_KIND_LABELS: Readonly<Record<ReceivedNoticeKind, string>> =
  VALUE_LABELS.receivedNoticeKind;

/** Someone who may send a notice: a person on the service list, or an official served. */
export interface Sender {
  value: string;
  label: string;
  party?: string;
  official?: Official;
}

/** Those served, as the service list names them, then the officials served. */
export function sendersOf(service: PassingService): Sender[] {
  return [
    ...service.list.entries.map((e) => ({ value: `party:${e.partyId}`, label: e.name, party: e.partyId })),
    ...service.list.officials.map((o) => ({
      value: `official:${o.official}`,
      label: o.name.replace(/^The /, 'the '),
      official: o.official,
    })),
  ];
}

/** The kinds a sender can send: a notice of non-participation is the officials' alone (r. 74.18). */
export const kindsFor = (sender: Sender | undefined): ReceivedNoticeKind[] =>
  (Object.keys(NOTICE_KIND_LABELS) as ReceivedNoticeKind[]).filter(
    (k) => k !== 'non-participation' || !!sender?.official,
  );

export interface NoticeDraft {
  sender: string;
  kind: ReceivedNoticeKind;
  received: string;
  /** Dollars as typed, for a request for costs. */
  amount: string;
  /** The estate's document holding the notice, for an official's. */
  document: string;
}

/** The draft as a record item, or what is wrong with it in words for the field. */
export function noticeFromDraft(
  draft: NoticeDraft,
  senders: readonly Sender[],
  today: string,
  id: string,
): { item: ReceivedNoticeItem } | { error: string } {
  const sender = senders.find((s) => s.value === draft.sender);
  if (!sender) return { error: 'Choose who sent it.' };
  if (!kindsFor(sender).includes(draft.kind))
    return { error: 'Only an official serves a notice of non-participation.' };
  if (draft.received > today) return { error: 'The day it arrived cannot be after today.' };
  const amount =
    draft.kind === 'request-for-costs' && draft.amount.trim() ? dollarsToCents(draft.amount) : null;
  if (draft.kind === 'request-for-costs' && draft.amount.trim() && (amount == null || amount <= 0)) {
    return { error: 'Enter the costs requested as an amount, such as 1,250.00.' };
  }
  const parsed = v.safeParse(ReceivedNoticeItem, {
    id,
    kind: draft.kind,
    ...(sender.party ? { party: sender.party } : { official: sender.official }),
    received: draft.received,
    ...(amount != null && { amount }),
    ...(sender.official && draft.document && { document: draft.document }),
  });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return {
      error: issue.path?.some((p) => p.key === 'received') ? 'Enter the day it arrived.' : issue.message,
    };
  }
  return { item: parsed.output };
}

/** "Notice of no objection (Form 74.46) from David Chen, received January 20, 2027". */
export function describeNotice(item: ReceivedNoticeItem, names: ReadonlyMap<string, string>): string {
  const from = item.official
    ? OFFICIAL_NAMES[item.official].replace(/^The /, 'the ')
    : (names.get(item.party ?? '') ?? 'a person no longer on the estate');
  const label =
    item.kind === 'request-for-costs'
      ? `Request for costs (Form ${item.official ? '74.49.1' : '74.49'})`
      : NOTICE_KIND_LABELS[item.kind];
  const amount = item.amount ? ` for ${formatCents(item.amount)}` : '';
  return `${label}${amount} from ${from}, received ${longDateOf(item.received) ?? item.received}`;
}

/** The list with a notice added, in the order the notices arrived. */
export const withNotice = (
  list: readonly ReceivedNoticeItem[],
  item: ReceivedNoticeItem,
): ReceivedNoticeItem[] => [...list, item].sort((a, b) => a.received.localeCompare(b.received));

export const withoutNotice = (list: readonly ReceivedNoticeItem[], id: string): ReceivedNoticeItem[] =>
  list.filter((n) => n.id !== id);
