import { addDaysUtc, OBJECTION_DAYS, previousCourtDay } from '../../domain/rules/ontario/index.ts';
import { capacityOf, lawyerAddress, lawyerNamed, longDate, orBlank, trusteeList } from './common.ts';
import {
  BLANK,
  type CourtFormInput,
  type FormParagraph,
  type ServedPerson,
  type SignatureBlock,
} from './model.ts';

/** What the notices share: the rules they are made under, those served, the signer, the applicant. */
export const RULES = 'Courts of Justice Act; Rules of Civil Procedure, R.R.O. 1990, Reg. 194';

/**
 * The last day to serve and file a notice of objection or a request for further notice, 35 days
 * before the hearing, moved back to a day the court office is open: ", that is, on or before May
 * 10, 2027"; nothing when no hearing date is chosen yet.
 */
export const objectionBy = (input: Pick<CourtFormInput, 'hearingDate'>): string =>
  input.hearingDate
    ? `, that is, on or before ${longDate(previousCourtDay(addDaysUtc(input.hearingDate, -OBJECTION_DAYS)))}`
    : '';

/**
 * One person served as the notice and the affidavit of service list them, with the address the
 * documents are mailed to (r. 16.06): "Emily Chen (beneficiary, outside Ontario), at 1207 Beach
 * Avenue, Vancouver, BC  V6E 1V3". A party with no address gets a blank (the court checks stop the
 * documents while one is served without one); an official is named by its office alone when the
 * firm has not recorded where it serves it (Firm details).
 */
export const servedAtLine = (p: ServedPerson): string => {
  const at = p.address?.trim();
  return `${p.name} (${p.capacity})${at ? `, at ${at}` : p.partyId || p.name === BLANK ? `, at ${BLANK}` : ''}`;
};

export const servedLines = (input: CourtFormInput): FormParagraph[] =>
  input.served.length > 0
    ? input.served.map((p) => ({ style: 'indented' as const, text: servedAtLine(p) }))
    : [{ style: 'indented', text: BLANK }];

export const signer = (lines: string[]): SignatureBlock[] => [
  { side: 'left', lines: [`Date: ${BLANK}`] },
  { side: 'right', lines },
];

/**
 * An official's name inside a sentence: "received from the Public Guardian and Trustee", not "from
 * The Public Guardian and Trustee" (the capital belongs only where the name opens a sentence or a line).
 */
export const inSentence = (name: string): string => name.replace(/^The\b/, 'the');

/** The officials the service list names, or a blank for the one who makes the document. */
export const officialName = (officials: readonly string[]): string =>
  officials.length > 0
    ? officials.join(' / ')
    : `${BLANK} (the Children’s Lawyer or the Public Guardian and Trustee)`;

export const applicantLine = (input: CourtFormInput) =>
  `${trusteeList(input)}, ${capacityOf(input)} of the estate of ${orBlank(input.deceasedName)}`;

/**
 * Whom a person served answers (Forms 74.45, 74.45.1, 74.46, 74.46.1): the applicant, care of the
 * lawyer of record at the firm's address for service, so the answer reaches the firm.
 */
export const applicantServedAt = (input: CourtFormInput): string =>
  `${applicantLine(input)}${
    input.lawyer
      ? `, care of the applicant’s lawyer, ${lawyerNamed(input.lawyer)}, ${lawyerAddress(input.lawyer)}`
      : ''
  }`;
