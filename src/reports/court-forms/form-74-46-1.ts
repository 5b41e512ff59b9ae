/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, longDate, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, applicantServedAt, inSentence, officialName, RULES, signer } from './notice-parts.ts';

/**
 * Form 74.46.1, a notice of non-participation in passing of accounts, by which the Children's
 * Lawyer or the Public Guardian and Trustee says it will not take part (Rules of Civil Procedure,
 * R.R.O. 1990, Reg. 194, r. 74.18). Prefilled with the officials the service list names.
 */
export function noticeOfNonParticipation(input: CourtFormInput, officials: readonly string[]): CourtForm {
  const who = officialName(officials);
  return {
    ...formFrame(
      input,
      'notice-of-non-participation',
      'Form 74.46.1',
      `${RULES}, r. 74.18`,
      'Notice of Non-Participation in Passing of Accounts',
      // The official files it: the backsheet names the official's lawyer, not the applicant's.
      inSentence(who),
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
      { style: 'heading', text: `TO: ${applicantServedAt(input)}` },
    ],
    signatures: signer([`Signature on behalf of ${inSentence(who)}`, `Name: ${BLANK}`, `Address: ${BLANK}`]),
  };
}
