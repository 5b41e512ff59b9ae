/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */

import { OFFICIAL_NAMES, type Official } from '../../domain/rules/ontario/index.ts';
import { formFrame } from './common.ts';
import {
  accountsServed,
  amountAsked,
  requesterSignature,
  servedOnBehalf,
  TARIFF_C,
  toApplicant,
} from './costs-parts.ts';
import type { CourtForm, CourtFormInput } from './model.ts';
import { inSentence, officialName, RULES } from './notice-parts.ts';

/**
 * The amount the official asks: the one official served's line of the costs (Tariff C, or the
 * amount claimed for it); the tariff's amount when the form is made for either official.
 */
function officialAmount(input: CourtFormInput, officials: readonly string[]): number | null {
  const c = input.costs;
  if (!c) return null;
  const line =
    officials.length === 1
      ? c.officials.find((o) => OFFICIAL_NAMES[o.for as Official] === officials[0])
      : null;
  return line?.amount ?? c.applicant.tariff;
}

/**
 * Form 74.49.1, a request for costs by the Children's Lawyer or the Public Guardian and Trustee,
 * on the scale of Tariff C (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18).
 * Prefilled with the officials the service list names.
 */
export function requestForCostsByOfficial(input: CourtFormInput, officials: readonly string[]): CourtForm {
  const who = officialName(officials);
  return {
    ...formFrame(
      input,
      'request-for-costs-official',
      'Form 74.49.1',
      `${RULES}, r. 74.18`,
      'Request for Costs (Children’s Lawyer or Public Guardian and Trustee)',
      inSentence(who),
    ),
    paragraphs: [
      servedOnBehalf(who),
      { style: 'numbered', text: `2. ${accountsServed(input, who).text}` },
      {
        style: 'numbered',
        text: `3. ${who} REQUESTS ${amountAsked(`as provided in ${TARIFF_C}`, officialAmount(input, officials))}, to be paid out of the estate.`,
      },
      toApplicant(input),
    ],
    signatures: requesterSignature(`the lawyer for ${inSentence(who)}`),
  };
}
