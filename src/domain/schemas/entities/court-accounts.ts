import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText, ShareFractionFields } from '../common.ts';
import { LEDGERS } from '../statuses.ts';
import { ReceivedNoticeItem, SUPPORT_DEPONENTS } from './received-notices.ts';

/** Why a reserve is held back (the court accounts label each kind; src/domain/rules/ontario/reserves.ts). */
export const RESERVE_KIND_IDS = [
  'terminal-t1-tax',
  't3-tax',
  'costs-of-passing',
  'clearance-certificate-holdback',
  'other',
] as const;

/** The five factors of Laing Estate v. Hines the trustee answers to justify the compensation claimed. */
export const LAING_FACTORS = [
  'size-of-trust',
  'care-and-responsibility',
  'time-occupied',
  'skill-and-ability',
  'success-of-administration',
] as const;

export const ACCOUNTS_KIND_IDS = ['interim', 'final'] as const;
export const COMPENSATION_AUTHORITIES = ['consent', 'court-order'] as const;

const list = <T extends v.GenericSchema>(item: T, label: string, max = 100) =>
  v.optional(
    v.pipe(v.array(item, `${label} must be a list`), v.maxLength(max, `Too many ${label.toLowerCase()}`)),
  );

/** An amount held back from the proposed distribution, with how the trustee arrived at it. */
export const ReserveItem = v.strictObject({
  /** Names the reserve within the record, so the list can edit one of them. */
  id: Id,
  kind: v.picklist(RESERVE_KIND_IDS, 'Choose what the reserve is for'),
  amount: Cents,
  label: optionalText('Label', 200),
  basis: optionalText('Basis', 1000),
});
export type ReserveItem = v.InferOutput<typeof ReserveItem>;

/** Accounts passed at an earlier date: the next accounts open with these figures. */
export const PassedAccountsBody = v.strictObject({
  passedTo: IsoDate,
  judgmentDate: v.optional(v.nullable(IsoDate)),
  capitalCash: Cents,
  revenueCash: Cents,
  /** Each asset on hand as passed, at the value passed. */
  assets: list(v.strictObject({ asset: Id, value: Cents }), 'Assets', 1000),
});
export type PassedAccountsBody = v.InferOutput<typeof PassedAccountsBody>;

/** A co-trustee's agreed share of the compensation, as an exact fraction (1/3, not 33.33 %). */
export const CoTrusteeShare = v.strictObject({
  party: Id,
  ...ShareFractionFields,
});

/** Compensation a trustee already took, and on what authority. */
export const CompensationTakenItem = v.strictObject({
  id: Id,
  date: IsoDate,
  amount: v.pipe(Cents, v.minValue(1, 'Amount must be more than zero')),
  ledger: v.optional(v.picklist(LEDGERS, 'Choose capital or revenue'), 'capital'),
  authority: v.picklist(COMPENSATION_AUTHORITIES, 'Choose consent or court order'),
  /** Who consented, or the order's court file number and date. */
  reference: optionalText('Reference', 500),
  /** The disbursement that paid it. */
  transaction: v.optional(v.nullable(Id)),
  /** The trustee (an executor party) who took it. */
  trustee: v.optional(v.nullable(Id)),
});
export type CompensationTakenItem = v.InferOutput<typeof CompensationTakenItem>;

export const CompensationReasonsBody = v.strictObject(
  Object.fromEntries(LAING_FACTORS.map((f) => [f, optionalText('Reason', 4000)])) as Record<
    (typeof LAING_FACTORS)[number],
    ReturnType<typeof optionalText>
  >,
);

/**
 * The care and management fee claimed, with why the estate was managed rather than distributed
 * and the average market value of the assets under management it is charged on
 * (docs/behaviour.md#court-accounts-figures).
 */
export const CareAndManagementBody = v.strictObject({
  reason: v.pipe(
    v.string('Reason must be text'),
    v.trim(),
    v.minLength(1, 'Say why the estate was managed rather than distributed'),
    v.maxLength(4000, 'Reason is too long'),
  ),
  averageValue: v.pipe(Cents, v.minValue(1, 'Enter the average market value')),
  basis: optionalText('How the average was found', 1000),
});
export type CareAndManagementBody = v.InferOutput<typeof CareAndManagementBody>;

/**
 * A person's word on one check of the accounts (src/domain/rules/ontario/court-checks.ts): a
 * suspicion dismissed, or a warning acknowledged, with the reason. Kept on the record so the
 * estate's history shows who said it and when.
 */
export const CheckReviewItem = v.strictObject({
  check: v.pipe(
    v.string('Check must be text'),
    v.minLength(1, 'Name the check'),
    v.maxLength(200, 'Check is too long'),
  ),
  reason: v.pipe(
    v.string('Reason must be text'),
    v.trim(),
    v.minLength(1, 'Say why'),
    v.maxLength(1000, 'Reason is too long (1000 characters at most)'),
  ),
  by: v.pipe(
    v.string('Name must be text'),
    v.trim(),
    v.minLength(1, 'Name who says so'),
    v.maxLength(200, 'Name is too long'),
  ),
  on: IsoDate,
});
export type CheckReviewItem = v.InferOutput<typeof CheckReviewItem>;

/**
 * The hearing of the application to pass accounts, as chosen on the Passing of Accounts card: the
 * date, the time Form 74.44 prints, and the day the notices go in the mail
 * (docs/behaviour.md#hearing-and-service-timing). Kept on the record so they survive a reload and
 * travel to the firm's other devices through the outbox.
 */
const HearingFields = {
  hearingDate: v.optional(v.nullable(IsoDate)),
  /** 24-hour "HH:MM"; Form 74.44 prints it as "10:00 a.m.". */
  hearingTime: v.optional(
    v.nullable(
      v.pipe(v.string('Time must be text'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM')),
    ),
  ),
  mailingDate: v.optional(v.nullable(IsoDate)),
};

/** Who a costs claim is for: the applicant, or an official served (Form 74.49.1). */
export const COSTS_CLAIMANTS = ['applicant', 'childrens-lawyer', 'public-guardian-and-trustee'] as const;

/**
 * An amount of costs claimed instead of Tariff C's, with the reason the court is asked to allow it
 * (the court allows more than Tariff C on a request for increased costs, Forms 74.49.2 and 74.49.3,
 * r. 74.18); the forms print it in place of the tariff's amount.
 */
export const CostsClaimItem = v.strictObject({
  for: v.picklist(COSTS_CLAIMANTS, 'Choose whose costs'),
  amount: v.pipe(Cents, v.minValue(1, 'Amount must be more than zero')),
  reason: v.pipe(
    v.string('Reason must be text'),
    v.trim(),
    v.minLength(1, 'Say why a different amount is claimed'),
    v.maxLength(2000, 'Reason is too long'),
  ),
});
export type CostsClaimItem = v.InferOutput<typeof CostsClaimItem>;

/**
 * The trustee's court-accounts facts for one estate, in one record per estate: the court details,
 * the reserves, the accounts passed before, the co-trustees' shares of compensation, the
 * compensation already taken and the reasons for the claim (docs/behaviour.md#court-accounts-data).
 * The co-trustee, compensation-taken and reasons fields are part of the compensation claim: only a
 * role with that ability changes them (src/domain/rules/permissions.ts).
 */
export const CourtAccountsBody = v.strictObject({
  estate: Id,
  courtOffice: optionalText('Court office', 100),
  /** The court office's street address, printed where the notice and the judgment name the court house. */
  courtAddress: optionalText('Court address', 300),
  courtFileNumber: optionalText('Court file number', 60),
  /** 'Estate Trustee with a Will' when empty. */
  trusteeCapacity: optionalText('Trustee capacity', 200),
  accountsKind: v.optional(v.picklist(ACCOUNTS_KIND_IDS, 'Choose interim or final')),
  reserves: list(ReserveItem, 'Reserves', 50),
  passedAccounts: v.optional(v.nullable(PassedAccountsBody)),
  coTrustees: list(CoTrusteeShare, 'Co-trustees', 20),
  compensationTaken: list(CompensationTakenItem, 'Compensation taken', 100),
  compensationReasons: v.optional(CompensationReasonsBody),
  careAndManagement: v.optional(v.nullable(CareAndManagementBody)),
  /**
   * The estate's documents whose copies the application record holds (r. 74.18(1)): the
   * certificate of appointment, and the latest judgment on a passing of accounts when there is one.
   */
  certificateDocument: v.optional(v.nullable(Id)),
  priorJudgmentDocument: v.optional(v.nullable(Id)),
  /** Suspicions dismissed and warnings acknowledged before generating, each with who and why. */
  reviews: list(CheckReviewItem, 'Reviews', 500),
  /** What those served answered with, and when it arrived (received-notices.ts). */
  noticesReceived: list(ReceivedNoticeItem, 'Notices received', 200),
  /** Who swears the affidavit in support of unopposed judgment (Form 74.47): the lawyer of record unless set. */
  supportDeponent: v.optional(v.picklist(SUPPORT_DEPONENTS, 'Choose the applicant or the lawyer')),
  ...HearingFields,
  /** Costs claimed other than Tariff C's, each with why (src/domain/rules/ontario/tariff-c.ts). */
  costsClaims: list(CostsClaimItem, 'Costs claims', 20),
});
export type CourtAccountsBody = v.InferOutput<typeof CourtAccountsBody>;

/** Fields that are part of the compensation claim (need the `compensation-claim` ability). */
export const COMPENSATION_FIELDS = [
  'coTrustees',
  'compensationTaken',
  'compensationReasons',
  'careAndManagement',
] as const;

type Ref = { target: 'assets' | 'parties' | 'transactions' | 'documents'; id: string };

/**
 * The ids the record names inside its lists, field by field, with the entity each must be: the
 * server checks that each is a live record of the same estate (docs/architecture.md#data-model).
 */
export const COURT_ACCOUNTS_REFERENCES = {
  passedAccounts: (value) =>
    ((value as PassedAccountsBody | null)?.assets ?? []).map((a) => ({ target: 'assets', id: a.asset })),
  coTrustees: (value) =>
    ((value as { party: string }[] | undefined) ?? []).map((c) => ({ target: 'parties', id: c.party })),
  compensationTaken: (value) =>
    ((value as CompensationTakenItem[] | undefined) ?? []).flatMap((t): Ref[] => [
      ...(t.trustee ? [{ target: 'parties' as const, id: t.trustee }] : []),
      ...(t.transaction ? [{ target: 'transactions' as const, id: t.transaction }] : []),
    ]),
  noticesReceived: (value) =>
    ((value as ReceivedNoticeItem[] | undefined) ?? []).flatMap((n): Ref[] => [
      ...(n.party ? [{ target: 'parties' as const, id: n.party }] : []),
      ...(n.document ? [{ target: 'documents' as const, id: n.document }] : []),
    ]),
} as const satisfies Readonly<Record<string, (value: unknown) => Ref[]>>;

/** Whether a record of this entity is being deleted (src/domain/mutators/delete-by-rules.ts). */
export type IsGone = (target: Ref['target'], id: string) => boolean;

/**
 * Each list of COURT_ACCOUNTS_REFERENCES without the records being deleted (the 'unlink' rule of
 * src/domain/delete-rules.ts): an asset leaves the accounts passed and a co-trustee their share
 * (the entry means nothing without them), and so does a notice a deleted party sent (it was theirs,
 * and a notice must say who sent it); compensation taken stays, as a fact, no longer naming the
 * trustee or the payment, and a notice no longer names a deleted document.
 */
export const COURT_ACCOUNTS_UNLINKS: {
  readonly [F in keyof typeof COURT_ACCOUNTS_REFERENCES]: (value: unknown, gone: IsGone) => unknown;
} = {
  passedAccounts: (value, gone) => {
    const passed = value as PassedAccountsBody | null | undefined;
    return passed?.assets
      ? { ...passed, assets: passed.assets.filter((a) => !gone('assets', a.asset)) }
      : value;
  },
  coTrustees: (value, gone) =>
    ((value as { party: string }[] | undefined) ?? []).filter((c) => !gone('parties', c.party)),
  compensationTaken: (value, gone) =>
    ((value as CompensationTakenItem[] | undefined) ?? []).map((t) => ({
      ...t,
      ...(t.trustee && gone('parties', t.trustee) ? { trustee: null } : {}),
      ...(t.transaction && gone('transactions', t.transaction) ? { transaction: null } : {}),
    })),
  noticesReceived: (value, gone) =>
    ((value as ReceivedNoticeItem[] | undefined) ?? [])
      .filter((n) => !(n.party && gone('parties', n.party)))
      .map((n) => (n.document && gone('documents', n.document) ? { ...n, document: null } : n)),
};
