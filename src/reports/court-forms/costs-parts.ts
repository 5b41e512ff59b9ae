import { lawyerAddress, lawyerNamed, longDate, money, periodText } from './common.ts';
import { BLANK, type CourtFormInput, type FormParagraph, type SignatureBlock } from './model.ts';
import { applicantLine, signer } from './notice-parts.ts';

/**
 * What the four requests for costs share (Forms 74.49 to 74.49.3, Rules of Civil Procedure,
 * R.R.O. 1990, Reg. 194, r. 74.18 and Tariff C): the accounts they answer, the scale the costs are
 * asked on, and where they are served. Each form's own wording stays in its file.
 */
export const TARIFF_C = 'Tariff C of the Rules of Civil Procedure';

/** The accounts the request answers, with the receipts and disbursements Tariff C is scaled on. */
export function accountsServed(input: CourtFormInput, who: string): FormParagraph {
  const f = input.figures;
  return {
    text: `${who} received a copy of the accounts of ${applicantLine(input)}, for the period ${periodText(
      input,
    )}, showing capital receipts of ${money(f.capitalReceipts)}, capital disbursements of ${money(
      f.capitalDisbursements,
    )}, revenue receipts of ${money(f.revenueReceipts)} and revenue disbursements of ${money(
      f.revenueDisbursements,
    )}, and of the notice of application to pass accounts, which sets the hearing for ${longDate(input.hearingDate)}.`,
  };
}

/** Paragraph 1 of a request by a person served: who they are in the estate. */
export const requesterInterest = (): FormParagraph => ({
  style: 'numbered',
  text: `1. I, ${BLANK}, am (a beneficiary / a creditor / a person with another interest: ${BLANK}) in the estate.`,
});

/** Paragraph 1 of an official's request: for whom, and why, they were served. */
export const servedOnBehalf = (who: string): FormParagraph => ({
  style: 'numbered',
  text: `1. ${who} was served with the application on behalf of ${BLANK} (name of the person represented, and whether a minor, an unborn or unascertained person, an incapable person or a charitable interest).`,
});

/**
 * The amount asked: the tariff's amount on the accounts' receipts when the statement gave it
 * (src/domain/rules/ontario/tariff-c.ts); the tax and the total are the requester's to fill in.
 */
export const amountAsked = (scale: string, amount?: number | null): string =>
  `costs in the amount of ${amount != null ? money(amount) : BLANK}, plus HST of ${BLANK}, for a total of ${BLANK}, ${scale}`;

export const toApplicant = (input: CourtFormInput): FormParagraph => ({
  style: 'heading',
  text: `TO: ${applicantLine(input)}, and to the lawyer of record for the applicant${
    input.lawyer ? `, ${lawyerNamed(input.lawyer)}, ${lawyerAddress(input.lawyer)}` : ''
  }`,
});

export const requesterSignature = (who: string): SignatureBlock[] =>
  signer([
    `Signature of ${who}`,
    `Name: ${BLANK}`,
    `Address for service: ${BLANK}`,
    `Telephone: ${BLANK}   Email: ${BLANK}`,
  ]);
