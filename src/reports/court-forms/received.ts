import { OFFICIAL_NAMES } from '../../domain/rules/ontario/index.ts';
import { andList } from '../../domain/rules/text.ts';
import type { ReceivedNoticeItem, ReceivedNoticeKind } from '../../domain/schemas/index.ts';
import { longDate } from './common.ts';
import type { CourtFormInput, ReceivedNotice } from './model.ts';
import { inSentence } from './notice-parts.ts';

/**
 * The notices those served answered with, as the forms read them (docs/court-forms.md#what-was-received):
 * each with the sender's name as the service list prints it, in the order they arrived. A notice
 * from a party no longer on the estate is left out: the forms recite only what a live record says.
 */
export function receivedNotices(
  items: readonly ReceivedNoticeItem[] | undefined,
  parties: readonly { _id: string; name: string; deletedAt?: string | null }[],
): ReceivedNotice[] {
  const names = new Map(parties.filter((p) => p.deletedAt == null).map((p) => [p._id, p.name.trim()]));
  return [...(items ?? [])]
    .sort((a, b) => a.received.localeCompare(b.received))
    .flatMap((n): ReceivedNotice[] => {
      const from = n.official ? OFFICIAL_NAMES[n.official] : n.party ? names.get(n.party) : undefined;
      if (!from) return [];
      return [
        {
          id: n.id,
          kind: n.kind,
          from,
          official: !!n.official,
          received: n.received,
          amount: n.amount ?? null,
          documentId: n.document ?? null,
        },
      ];
    });
}

/** Each kind's name as a sentence reads it, with its form number. */
export const NOTICE_NAMES: Readonly<Record<ReceivedNoticeKind, string>> = {
  'no-objection': 'notice of no objection to accounts (Form 74.46)',
  'non-participation': 'notice of non-participation (Form 74.46.1)',
  'request-for-costs': 'request for costs',
  'request-for-further-notice': 'request for further notice (Form 74.45.1)',
  objection: 'notice of objection to accounts (Form 74.45)',
};

/** A request for costs is Form 74.49.1 when an official makes it, 74.49 otherwise. */
export const noticeName = (n: ReceivedNotice): string =>
  n.kind === 'request-for-costs'
    ? `request for costs (Form ${n.official ? '74.49.1' : '74.49'})`
    : NOTICE_NAMES[n.kind];

export const ofKind = (received: readonly ReceivedNotice[], ...kinds: ReceivedNoticeKind[]) =>
  received.filter((n) => kinds.includes(n.kind));

/** "David Chen and Emily Chen", "the Public Guardian and Trustee": the senders, each once. */
export const sendersOf = (notices: readonly ReceivedNotice[]): string =>
  andList([...new Set(notices.map((n) => inSentence(n.from)))]);

/** "a notice of non-participation (Form 74.46.1) from the Public Guardian and Trustee, received January 20, 2027". */
export const noticeLine = (n: ReceivedNotice): string =>
  `${noticeName(n)} from ${inSentence(n.from)}, received ${longDate(n.received)}`;

const NOTICE_FORM: Readonly<Record<ReceivedNotice['kind'], string>> = {
  'no-objection': 'Form 74.46: Notice of No Objection',
  'non-participation': 'Form 74.46.1: Notice of Non-Participation',
  'request-for-costs': 'Form 74.49.1: Request for Costs',
  'request-for-further-notice': 'Form 74.45.1: Request for Further Notice',
  objection: 'Form 74.45: Notice of Objection',
};

/** "Form 74.46.1: Notice of Non-Participation of the Public Guardian and Trustee, received January 20, 2027". */
export const noticeTabTitle = (n: ReceivedNotice): string =>
  `${NOTICE_FORM[n.kind]} of ${inSentence(n.from)}, received ${longDate(n.received)}`;

/**
 * The officials' notices received, a tab each (the lawyer's certificate, r. 74.18, certifies them
 * in the record): the notice as the estate's documents hold it, or a page saying where it goes.
 */
export const officialNotices = (input: CourtFormInput): ReceivedNotice[] =>
  (input.received ?? []).filter((n) => n.official && n.kind !== 'objection');
