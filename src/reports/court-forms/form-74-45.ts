/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, longDate, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, applicantServedAt, objectionBy, RULES, signer } from './notice-parts.ts';

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
      // The person objecting files it: the backsheet names their lawyer, not the applicant's.
      'the person objecting',
    ),
    paragraphs: [
      {
        text: `I, ${BLANK}, (a beneficiary / a creditor / other interest: ${BLANK}) of the estate, OBJECT to the accounts of ${applicantLine(
          input,
        )}, for the period ${periodText(input)}, for the reasons set out below.`,
      },
      // The form keeps the objections to the accounts apart from those to the compensation claimed.
      { style: 'heading', text: 'OBJECTIONS TO THE ACCOUNTS' },
      { style: 'numbered', text: `1. ${BLANK}` },
      { style: 'numbered', text: `2. ${BLANK}` },
      { style: 'heading', text: 'OBJECTIONS TO THE COMPENSATION CLAIMED' },
      { style: 'numbered', text: `1. ${BLANK}` },
      { style: 'numbered', text: `2. ${BLANK}` },
      {
        style: 'note',
        text: `(Set out each objection in a separate numbered paragraph.) The hearing date in the notice of application is ${longDate(
          input.hearingDate,
        )}; this notice must be served on the applicant and filed, with proof of service, at least 35 days before it${objectionBy(input)}.`,
      },
      { style: 'heading', text: `TO: ${applicantServedAt(input)}` },
    ],
    signatures: signer([
      'Signature of person objecting',
      `Name: ${BLANK}`,
      `Address for service: ${BLANK}`,
      `Telephone: ${BLANK}   Email: ${BLANK}`,
    ]),
  };
}
