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
import type { CourtForm, CourtFormInput } from './model.ts';
import { RULES } from './notice-parts.ts';

/**
 * Form 74.49, a request for costs by a person served other than the Children's Lawyer or the
 * Public Guardian and Trustee, on the scale of Tariff C (Rules of Civil Procedure, R.R.O. 1990,
 * Reg. 194, r. 74.18). Made by the person served; the app prefills the accounts it answers.
 */
export function requestForCosts(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'request-for-costs',
      'Form 74.49',
      `${RULES}, r. 74.18`,
      'Request for Costs',
      'the person requesting costs',
    ),
    paragraphs: [
      requesterInterest(),
      { style: 'numbered', text: `2. ${accountsServed(input, 'I have').text}` },
      {
        style: 'numbered',
        text: '3. I (have / have not) served a notice of objection to the accounts.',
      },
      {
        style: 'numbered',
        text: `4. I REQUEST ${amountAsked(`as provided in ${TARIFF_C}`, input.costs?.applicant.tariff)}, to be paid out of the estate.`,
      },
      toApplicant(input),
    ],
    signatures: requesterSignature('person requesting costs'),
  };
}
