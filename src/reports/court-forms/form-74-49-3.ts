/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame } from './common.ts';
import {
  accountsServed,
  amountAsked,
  requesterSignature,
  servedOnBehalf,
  TARIFF_C,
  toApplicant,
} from './costs-parts.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { inSentence, officialName, RULES } from './notice-parts.ts';

/**
 * Form 74.49.3, a request for increased costs (more than Tariff C allows) by the Children's Lawyer
 * or the Public Guardian and Trustee, with the reasons and a costs outline (Form 57B) (Rules of
 * Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18).
 */
export function requestForIncreasedCostsByOfficial(
  input: CourtFormInput,
  officials: readonly string[],
): CourtForm {
  const who = officialName(officials);
  return {
    ...formFrame(
      input,
      'request-for-increased-costs-official',
      'Form 74.49.3',
      `${RULES}, r. 74.18`,
      'Request for Increased Costs (Children’s Lawyer or Public Guardian and Trustee)',
      inSentence(who),
    ),
    paragraphs: [
      servedOnBehalf(who),
      { style: 'numbered', text: `2. ${accountsServed(input, who).text}` },
      {
        style: 'numbered',
        text: `3. ${who} REQUESTS ${amountAsked(`which is more than the amount provided in ${TARIFF_C}`)}, to be paid out of the estate.`,
      },
      {
        style: 'numbered',
        text: `4. The increased costs are warranted for the following reasons: ${BLANK}`,
      },
      { style: 'numbered', text: '5. A costs outline (Form 57B) is attached.' },
      toApplicant(input),
    ],
    signatures: requesterSignature(`the lawyer for ${inSentence(who)}`),
  };
}
