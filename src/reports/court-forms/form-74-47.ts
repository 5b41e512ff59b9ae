/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { capacityOf, formFrame, orBlank, periodText, trusteeList } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { inSentence, objectionBy, RULES } from './notice-parts.ts';

/**
 * Form 74.47, the affidavit in support of an unopposed judgment on a passing of accounts: those
 * served were sent the accounts and the draft judgment, no notice of objection was served, and
 * what was received from the officials (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18).
 */
export function affidavitInSupport(input: CourtFormInput, officials: readonly string[] = []): CourtForm {
  return {
    ...formFrame(
      input,
      'affidavit-in-support',
      'Form 74.47',
      `${RULES}, r. 74.18`,
      'Affidavit in Support of Unopposed Judgment on Passing of Accounts',
    ),
    paragraphs: [
      {
        text: `I, ${BLANK}, of the ${BLANK} of ${BLANK}, MAKE OATH AND SAY (or AFFIRM):`,
      },
      {
        style: 'numbered',
        text: `1. I am the applicant, or the lawyer for ${trusteeList(input)}, ${capacityOf(input)} of the estate of ${orBlank(
          input.deceasedName,
        )}, and have knowledge of the matters below.`,
      },
      {
        style: 'numbered',
        text: `2. A notice of application to pass the accounts for the period ${periodText(
          input,
        )}, a copy of the accounts and a copy of the draft judgment were served on every person entitled to them, as the affidavits of service filed show.`,
      },
      {
        style: 'numbered',
        text: `3. No notice of objection to the accounts was served on the applicant within the time the rules allow${objectionBy(
          input,
        )}, and none has been filed.`,
      },
      {
        style: 'numbered',
        text:
          officials.length > 0
            ? `4. A notice of no objection or of non-participation was received from ${officials.map(inSentence).join(' and ')}, and is filed.`
            : '4. Neither the Children’s Lawyer nor the Public Guardian and Trustee was served.',
      },
      {
        style: 'numbered',
        text: `5. The requests for costs and for further notice received are filed with this affidavit: ${BLANK}.`,
      },
    ],
    signatures: [
      {
        side: 'left',
        lines: [
          `SWORN (or AFFIRMED) BEFORE ME at the ${BLANK} of ${BLANK}, on ${BLANK}.`,
          'Commissioner for Taking Affidavits (or as may be)',
        ],
      },
      { side: 'right', lines: ['Signature of deponent'] },
    ],
  };
}
