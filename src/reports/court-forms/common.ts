import { formatCents } from '../../domain/rules/money.ts';
import { longDateOf } from '../../domain/rules/ontario/iso-dates.ts';
import type { CourtLawyer } from '../../domain/rules/ontario/lawyer-of-record.ts';
import { andList } from '../../domain/rules/text.ts';
import { BLANK, type CourtForm, type CourtFormInput, type CourtFormKind } from './model.ts';

/** The heading of every Ontario estates form, on two lines. */
export const COURT = ['ONTARIO', 'SUPERIOR COURT OF JUSTICE'];

/** "June 14, 2027", as court documents write dates; a blank when the date is not known. */
export const longDate = (iso: string | null | undefined): string => longDateOf(iso) ?? BLANK;

export const money = (cents: number): string => formatCents(cents);

export const orBlank = (s: string | null | undefined): string => s?.trim() || BLANK;

/** The estate trustees joined as the forms name them ("A and B"); a blank when none is recorded. */
export function trusteeList(input: Pick<CourtFormInput, 'trustees'>): string {
  const names = input.trustees.filter((n) => n.trim());
  if (names.length === 0) return BLANK;
  return andList(names);
}

export const periodText = (input: Pick<CourtFormInput, 'period'>): string =>
  `from ${longDate(input.period.from)} to ${longDate(input.period.to)}`;

/** The title of proceeding every estates form opens with (Form 74.43 to 74.51). */
export function proceedingFor(input: CourtFormInput): string[] {
  return [`IN THE ESTATE OF ${orBlank(input.deceasedName).toUpperCase()}, deceased.`];
}

/** A name as a file name's part: letters, digits and dashes, at most 60 characters. */
export const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);

/** The parts every form shares: the court heading, the file number, the title of proceeding, the backsheet. */
export function formFrame(
  input: CourtFormInput,
  kind: CourtFormKind,
  formNumber: string,
  rule: string,
  title: string,
  /** Whom the lawyer on the backsheet acts for, when not the applicant (a person served making a request). */
  lawyerFor?: string,
): Pick<
  CourtForm,
  | 'kind'
  | 'formNumber'
  | 'rule'
  | 'court'
  | 'courtFileNumber'
  | 'proceeding'
  | 'title'
  | 'fileBaseName'
  | 'backsheet'
> {
  const proceeding = proceedingFor(input);
  return {
    kind,
    formNumber,
    rule,
    court: COURT,
    courtFileNumber: orBlank(input.courtFileNumber),
    proceeding,
    title,
    fileBaseName: `${slug(input.estateName) || 'Estate'}-${formNumber.replace(/\s+/g, '-')}-${slug(title)}`,
    backsheet: {
      proceeding,
      courtFileNumber: orBlank(input.courtFileNumber),
      court: COURT,
      commencedAt: `PROCEEDING COMMENCED AT ${orBlank(input.courtOffice).toUpperCase()}`,
      title: title.toUpperCase(),
      lawyer: [
        // The applicant's documents carry the lawyer of record; a person served fills in their own.
        ...backsheetLawyer(lawyerFor ? null : input.lawyer),
        lawyerFor
          ? `Lawyer for ${lawyerFor}`
          : `Lawyer for the applicant${input.trustees.length > 1 ? 's' : ''}`,
      ],
    },
  };
}

/**
 * The lawyer on a backsheet (Form 4C; r. 4.02(3)(f)): the firm, its address, the lawyer with the
 * LSO number, the telephone and email; blanks for a lawyer the app does not know.
 */
export function backsheetLawyer(lawyer: CourtLawyer | null | undefined): string[] {
  if (!lawyer) {
    return [
      `Name of the lawyer (LSO No. ${BLANK})`,
      `Address: ${BLANK}`,
      `Telephone: ${BLANK}   Email: ${BLANK}`,
    ];
  }
  return [
    ...(lawyer.firmName ? [lawyer.firmName] : []),
    ...lawyer.addressLines,
    `${lawyer.name} (LSO No. ${lawyer.lsoNumber})`,
    `Telephone: ${lawyer.telephone}   Email: ${lawyer.email}`,
  ];
}

/** "Jordan Lee (LSO No. 65432P), Harbourview Estates Law LLP", or a blank. */
export const lawyerNamed = (lawyer: CourtLawyer | null | undefined): string =>
  lawyer
    ? `${lawyer.name} (LSO No. ${lawyer.lsoNumber})${lawyer.firmName ? `, ${lawyer.firmName}` : ''}`
    : BLANK;

/** The firm's address on one line, as an address for service reads, or a blank. */
export const lawyerAddress = (lawyer: CourtLawyer | null | undefined): string =>
  lawyer?.addressLines.length ? lawyer.addressLines.join(', ') : BLANK;

/**
 * The applicant's lawyer's block under the applicant's signature (r. 4.02(2)(c)): name and LSO
 * number, address for service, telephone and email.
 */
export const applicantLawyerLines = (lawyer: CourtLawyer | null | undefined): string[] => [
  `Lawyer for the applicant: ${lawyerNamed(lawyer)}`,
  `Address for service: ${lawyerAddress(lawyer)}`,
  `Telephone: ${lawyer?.telephone || BLANK}   Email: ${lawyer?.email || BLANK}`,
];

/**
 * The figures the accounts show, line by line, for the notice and the affidavit: each one a figure
 * of the statement that a schedule prints (a total, or a part of one), never a sum made here.
 */
export function totalsLines(input: CourtFormInput): string[] {
  const f = input.figures;
  return [
    `Capital receipts: ${money(f.capitalReceipts)}${
      f.realisations > 0
        ? `, of which ${money(f.realisations)} is the proceeds of original assets realised`
        : ''
    }`,
    `Capital disbursements: ${money(f.capitalDisbursements)}`,
    `Revenue receipts: ${money(f.revenueReceipts)}`,
    `Revenue disbursements: ${money(f.revenueDisbursements)}`,
    `Distributions to beneficiaries in the period: ${money(f.distributions.total)}`,
    ...(f.compensationTaken.total > 0
      ? [`Compensation already taken in the period: ${money(f.compensationTaken.total)}`]
      : []),
    `Compensation claimed by ${trusteesNoun(input).noun}: ${money(f.compensationClaimed.total)}`,
    `Capital on hand at the end of the period: ${money(f.capitalOnHand)}`,
    `Revenue on hand at the end of the period: ${money(f.revenueOnHand)}`,
  ];
}

/**
 * "the estate trustee" or, with co-trustees, "the estate trustees", with the verb that agrees:
 * a judgment allows compensation to all of them ("the estate trustees are allowed").
 */
export function trusteesNoun(input: Pick<CourtFormInput, 'trustees'>): {
  noun: string;
  is: string;
  has: string;
} {
  const many = input.trustees.filter((t) => t.trim()).length > 1;
  return many
    ? { noun: 'the estate trustees', is: 'are', has: 'have' }
    : { noun: 'the estate trustee', is: 'is', has: 'has' };
}

/**
 * The trustees' capacity as the forms write it, plural when there are several: "estate trustees
 * with a will", not "estate trustee with a wills".
 */
export function capacityOf(input: Pick<CourtFormInput, 'trusteeCapacity' | 'trustees'>): string {
  const capacity = input.trusteeCapacity.toLowerCase();
  if (input.trustees.filter((t) => t.trim()).length < 2) return capacity;
  return /\btrustee\b/.test(capacity) ? capacity.replace(/\btrustee\b/, 'trustees') : `${capacity}s`;
}

/**
 * Where the court sits, as the notice and the judgment name it: "the court house, 7755 Hurontario
 * Street, Brampton, Ontario" with the office's address, or its office alone when that is all that is known.
 */
export function courtHouse(input: Pick<CourtFormInput, 'courtOffice' | 'courtAddress'>): string {
  const address = input.courtAddress?.trim();
  if (address) return `the court house, ${/\bontario\b/i.test(address) ? address : `${address}, Ontario`}`;
  return `the court house, ${orBlank(input.courtOffice)}, Ontario`;
}
