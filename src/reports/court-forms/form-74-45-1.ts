/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, longDate, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, applicantServedAt, objectionBy, RULES, signer } from './notice-parts.ts';

/**
 * Form 74.45.1, a request for further notice in passing of accounts: a person served who does not
 * object but wants notice of any further step, costs included, serves and files it 35 days before
 * the hearing (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18(8)–(8.3)).
 */
export function requestForFurtherNotice(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'request-for-further-notice',
      'Form 74.45.1',
      `${RULES}, r. 74.18`,
      'Request for Further Notice in Passing of Accounts',
      'the person requesting further notice',
    ),
    paragraphs: [
      {
        text: `I, ${BLANK}, (a beneficiary / a creditor / other interest: ${BLANK}) of the estate, have received a copy of the accounts of ${applicantLine(
          input,
        )}, for the period ${periodText(input)}, and of the notice of application to pass accounts.`,
      },
      {
        text: 'I do not object to the accounts, but I REQUEST NOTICE of any further step in the application, including any request for costs or increased costs, and copies of any further document served in it.',
      },
      {
        style: 'note',
        text: `The hearing date in the notice of application is ${longDate(
          input.hearingDate,
        )}; this request must be served on the applicant and filed, with proof of service, at least 35 days before it${objectionBy(input)}.`,
      },
      { style: 'heading', text: `TO: ${applicantServedAt(input)}` },
    ],
    signatures: signer([
      'Signature of person requesting further notice',
      `Name: ${BLANK}`,
      `Address for service: ${BLANK}`,
      `Telephone: ${BLANK}   Email: ${BLANK}`,
    ]),
  };
}
