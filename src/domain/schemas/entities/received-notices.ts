import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText } from '../common.ts';

/**
 * What a person served on a passing of accounts answers with (Rules of Civil Procedure, R.R.O.
 * 1990, Reg. 194, r. 74.18 and its forms): an objection (Form 74.45), a request for further notice
 * (74.45.1), a notice of no objection (74.46), a notice of non-participation (74.46.1, the
 * Children's Lawyer and the Public Guardian and Trustee only), a request for costs (74.49, or
 * 74.49.1 by an official). The forms the applicant files read these (docs/court-forms.md).
 */
export const RECEIVED_NOTICE_KINDS = [
  'no-objection',
  'non-participation',
  'request-for-costs',
  'request-for-further-notice',
  'objection',
] as const;
export type ReceivedNoticeKind = (typeof RECEIVED_NOTICE_KINDS)[number];

/** The officials a passing may be served on (src/domain/rules/ontario/passing-service.ts). */
export const NOTICE_OFFICIALS = ['childrens-lawyer', 'public-guardian-and-trustee'] as const;

/**
 * One notice received: from a party of the estate or from an official (one of the two), the day
 * it arrived, the costs a request asks for, and the estate's document holding the scanned notice.
 */
export const ReceivedNoticeItem = v.pipe(
  v.strictObject({
    id: Id,
    kind: v.picklist(RECEIVED_NOTICE_KINDS, 'Choose what was received'),
    party: v.optional(v.nullable(Id)),
    official: v.optional(v.nullable(v.picklist(NOTICE_OFFICIALS, 'Choose the official'))),
    received: IsoDate,
    /** The costs a request for costs asks for, as it states them. */
    amount: v.optional(v.nullable(Cents)),
    /** The estate's document holding the notice as received (for the application record). */
    document: v.optional(v.nullable(Id)),
    note: optionalText('Note', 500),
  }),
  v.check((n) => !!n.party !== !!n.official, 'Say who sent it: a person served or an official'),
  // Form 74.46.1 is the officials' alone (r. 74.18).
  v.check(
    (n) => n.kind !== 'non-participation' || !!n.official,
    'Only an official serves a notice of non-participation',
  ),
);
export type ReceivedNoticeItem = v.InferOutput<typeof ReceivedNoticeItem>;

/** Who may depose to the affidavit in support of unopposed judgment (Form 74.47). */
export const SUPPORT_DEPONENTS = ['lawyer', 'applicant'] as const;
export type SupportDeponent = (typeof SUPPORT_DEPONENTS)[number];
