import { addDaysUtc, OBJECTION_DAYS, previousCourtDay } from '../../domain/rules/ontario/index.ts';
import {
  capacityOf,
  courtHouse,
  formFrame,
  longDate,
  money,
  orBlank,
  periodText,
  totalsLines,
  trusteeList,
} from './common.ts';
import {
  BLANK,
  type CourtForm,
  type CourtFormInput,
  type FormParagraph,
  type SignatureBlock,
} from './model.ts';

const RULES = 'Courts of Justice Act; Rules of Civil Procedure, R.R.O. 1990, Reg. 194';

/**
 * The last day to serve and file a notice of objection or a request for further notice, 35 days
 * before the hearing, moved back to a day the court office is open: ", that is, on or before May
 * 10, 2027"; nothing when no hearing date is chosen yet.
 */
export const objectionBy = (input: Pick<CourtFormInput, 'hearingDate'>): string =>
  input.hearingDate
    ? `, that is, on or before ${longDate(previousCourtDay(addDaysUtc(input.hearingDate, -OBJECTION_DAYS)))}`
    : '';

const servedLines = (input: CourtFormInput): FormParagraph[] =>
  input.served.length > 0
    ? input.served.map((p) => ({ style: 'indented' as const, text: `${p.name} (${p.capacity})` }))
    : [{ style: 'indented', text: BLANK }];

const signer = (lines: string[]): SignatureBlock[] => [
  { side: 'left', lines: [`Date: ${BLANK}`] },
  { side: 'right', lines },
];

const applicantLine = (input: CourtFormInput) =>
  `${trusteeList(input)}, ${capacityOf(input)} of the estate of ${orBlank(input.deceasedName)}`;

/**
 * Form 74.44, the notice of application to pass accounts, served by regular lettermail at least
 * 60 days before the hearing (75 outside Ontario) with a copy of the accounts and the draft
 * judgment (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18(1)–(5)).
 */
export function noticeOfApplication(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'notice-of-application',
      'Form 74.44',
      `${RULES}, r. 74.18`,
      'Notice of Application to Pass Accounts',
    ),
    paragraphs: [
      { style: 'heading', text: 'TO:' },
      ...servedLines(input),
      {
        text: `THE APPLICANT, ${applicantLine(input)}, who died on ${longDate(
          input.dateOfDeath,
        )}, has filed the accounts of the estate for the period ${periodText(input)} and will apply to the court to pass them.`,
      },
      {
        text: `THE APPLICATION WILL BE HEARD on ${longDate(input.hearingDate)}, at ${BLANK} a.m., at ${courtHouse(input)}, or will be considered by the court without a hearing if no notice of objection is filed.`,
      },
      { style: 'heading', text: 'THE ACCOUNTS SHOW:' },
      ...totalsLines(input).map((text) => ({ style: 'indented' as const, text })),
      {
        text: 'A copy of the accounts and a copy of the judgment the applicant will ask the court to grant are served with this notice.',
      },
      {
        text: `IF YOU WISH TO OBJECT to the accounts, you must serve a notice of objection to accounts (Form 74.45) on the applicant and file it, with proof of service, at least 35 days before the hearing date${objectionBy(input)}.`,
      },
      {
        text: `IF YOU DO NOT OBJECT but wish to be told of any further step in the application, including a request for costs, you must serve a request for further notice in passing of accounts (Form 74.45.1) on the applicant and file it, with proof of service, at least 35 days before the hearing date${objectionBy(input)}.`,
      },
      {
        text: 'IF YOU DO NOT OBJECT to the accounts, you may serve a notice of no objection to accounts (Form 74.46) on the applicant.',
      },
      {
        text: 'IF YOU DO NOT SERVE AND FILE a notice of objection or a request for further notice, you will not be entitled to notice of any further step in the application, and judgment may be given passing the accounts in your absence.',
      },
    ],
    signatures: [
      { side: 'left', lines: [`Date: ${longDate(input.today)}`, `Issued by: ${BLANK}`, 'Local registrar'] },
      {
        side: 'right',
        lines: [
          applicantLine(input),
          `Lawyer for the applicant: ${BLANK}`,
          `Address for service: ${BLANK}`,
          `Telephone: ${BLANK}   Email: ${BLANK}`,
        ],
      },
    ],
  };
}

/**
 * Form 74.45, a notice of objection to accounts, for a person served to fill and return at least
 * 35 days before the hearing (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18).
 */
export function noticeOfObjection(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'notice-of-objection',
      'Form 74.45',
      `${RULES}, r. 74.18`,
      'Notice of Objection to Accounts',
    ),
    paragraphs: [
      {
        text: `I, ${BLANK}, (a beneficiary / a creditor / other interest: ${BLANK}) of the estate, OBJECT to the accounts of ${applicantLine(
          input,
        )}, for the period ${periodText(input)}, for the following reasons:`,
      },
      { style: 'numbered', text: `1. ${BLANK}` },
      { style: 'numbered', text: `2. ${BLANK}` },
      { style: 'numbered', text: `3. ${BLANK}` },
      {
        style: 'note',
        text: `(Set out each objection in a separate numbered paragraph.) The hearing date in the notice of application is ${longDate(
          input.hearingDate,
        )}; this notice must be served on the applicant and filed, with proof of service, at least 35 days before it${objectionBy(input)}.`,
      },
      { style: 'heading', text: `TO: ${applicantLine(input)}` },
    ],
    signatures: signer([
      'Signature of person objecting',
      `Name: ${BLANK}`,
      `Address for service: ${BLANK}`,
      `Telephone: ${BLANK}   Email: ${BLANK}`,
    ]),
  };
}

/**
 * Form 74.46, a notice of no objection to accounts (Rules of Civil Procedure, R.R.O. 1990,
 * Reg. 194, r. 74.18); the Children's Lawyer and the Public Guardian and Trustee use it too.
 */
export function noticeOfNoObjection(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'notice-of-no-objection',
      'Form 74.46',
      `${RULES}, r. 74.18`,
      'Notice of No Objection to Accounts',
    ),
    paragraphs: [
      {
        text: `I, ${BLANK}, have received a copy of the accounts of ${applicantLine(input)}, for the period ${periodText(
          input,
        )}, and a copy of the notice of application to pass accounts.`,
      },
      {
        text: `I do not object to the accounts. The accounts show capital receipts of ${money(
          input.figures.capitalReceipts,
        )}, revenue receipts of ${money(input.figures.revenueReceipts)}, capital disbursements of ${money(
          input.figures.capitalDisbursements,
        )}, revenue disbursements of ${money(input.figures.revenueDisbursements)} and compensation claimed of ${money(
          input.figures.compensationClaimed.total,
        )}.`,
      },
      { text: `I request (or do not request) costs in the amount of ${BLANK}.` },
      { style: 'heading', text: `TO: ${applicantLine(input)}` },
    ],
    signatures: signer([
      'Signature of person with an interest in the estate (or of the lawyer)',
      `Name: ${BLANK}`,
      `Address: ${BLANK}`,
    ]),
  };
}

/**
 * Form 74.46.1, a notice of non-participation in passing of accounts, by which the Children's
 * Lawyer or the Public Guardian and Trustee says it will not take part (Rules of Civil Procedure,
 * R.R.O. 1990, Reg. 194, r. 74.18). Prefilled with the officials the service list names.
 */
export function noticeOfNonParticipation(input: CourtFormInput, officials: readonly string[]): CourtForm {
  const who =
    officials.length > 0
      ? officials.join(' / ')
      : `${BLANK} (the Children’s Lawyer or the Public Guardian and Trustee)`;
  return {
    ...formFrame(
      input,
      'notice-of-non-participation',
      'Form 74.46.1',
      `${RULES}, r. 74.18`,
      'Notice of Non-Participation in Passing of Accounts',
    ),
    paragraphs: [
      {
        text: `${who} has received a copy of the accounts of ${applicantLine(input)}, for the period ${periodText(
          input,
        )}, and of the notice of application to pass accounts, which sets the hearing for ${longDate(input.hearingDate)}.`,
      },
      {
        // Whether to ask for costs is the official's choice, not the applicant's: left for them.
        text: `${who} does not intend to participate in the application to pass accounts, and (requests costs in the amount of ${BLANK} / does not request costs).`,
      },
      { style: 'heading', text: `TO: ${applicantLine(input)}` },
    ],
    signatures: signer([`Signature on behalf of ${who}`, `Name: ${BLANK}`, `Address: ${BLANK}`]),
  };
}
