/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame } from './common.ts';
import {
  accountsServed,
  amountAsked,
  requesterInterest,
  requesterSignature,
  TARIFF_C,
  toApplicant,
} from './costs-parts.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { RULES } from './notice-parts.ts';

/**
 * Form 74.49.2, a request for increased costs (more than Tariff C allows) by a person served other
 * than the Children's Lawyer or the Public Guardian and Trustee, with the reasons and a costs
 * outline (Form 57B) (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18).
 */
export function requestForIncreasedCosts(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'request-for-increased-costs',
      'Form 74.49.2',
      `${RULES}, r. 74.18`,
      'Request for Increased Costs',
      'the person requesting increased costs',
    ),
    paragraphs: [
      requesterInterest(),
      { style: 'numbered', text: `2. ${accountsServed(input, 'I have').text}` },
      {
        style: 'numbered',
        text: `3. I REQUEST ${amountAsked(`which is more than the amount provided in ${TARIFF_C}`)}, to be paid out of the estate.`,
      },
      {
        style: 'numbered',
        text: `4. The increased costs are warranted for the following reasons: ${BLANK}`,
      },
      { style: 'numbered', text: '5. My costs outline (Form 57B) is attached.' },
      toApplicant(input),
    ],
    signatures: requesterSignature('person requesting increased costs'),
  };
}
