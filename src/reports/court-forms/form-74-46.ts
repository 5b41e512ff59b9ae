/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, money, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, applicantServedAt, RULES, signer } from './notice-parts.ts';

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
      'the person with an interest in the estate',
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
      { style: 'heading', text: `TO: ${applicantServedAt(input)}` },
    ],
    signatures: signer([
      'Signature of person with an interest in the estate (or of the lawyer)',
      `Name: ${BLANK}`,
      `Address: ${BLANK}`,
    ]),
  };
}
