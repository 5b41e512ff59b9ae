import { andList } from '../../domain/rules/text.ts';
/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */

import { OFFICIAL_NAMES, type Official } from '../../domain/rules/ontario/index.ts';
import {
  capacityOf,
  courtHouse,
  formFrame,
  longDate,
  money,
  orBlank,
  periodText,
  trusteeList,
  trusteesNoun,
} from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { inSentence } from './notice-parts.ts';
import { ofKind, sendersOf } from './received.ts';

/**
 * What the court read: the applicant's documents, then only the notices that arrived (a notice of
 * no objection, an official's notice of non-participation, a request for costs), each with whom
 * it came from; none is recited that the record of what was received does not hold.
 */
function readingRecital(input: CourtFormInput): string {
  const received = input.received ?? [];
  const noObjection = ofKind(received, 'no-objection');
  const nonParticipation = ofKind(received, 'non-participation');
  const costs = ofKind(received, 'request-for-costs');
  const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
  const read = [
    'the accounts',
    'the affidavit verifying the estate accounts',
    'the proof of service of the notice of application to pass accounts',
    'the affidavit in support of unopposed judgment',
    ...(noObjection.length
      ? [
          `the ${plural(noObjection.length, 'notice', 'notices')} of no objection of ${sendersOf(noObjection)}`,
        ]
      : []),
    ...(nonParticipation.length
      ? [
          `the ${plural(nonParticipation.length, 'notice', 'notices')} of non-participation of ${sendersOf(nonParticipation)}`,
        ]
      : []),
    ...(costs.length
      ? [`the ${plural(costs.length, 'request', 'requests')} for costs of ${sendersOf(costs)}`]
      : []),
  ];
  return `ON READING ${andList(read)} filed, no notice of objection having been served and filed,`;
}

/**
 * The costs the judgment orders paid out of the estate (Tariff C, or the amount claimed with its
 * reason; docs/court-forms.md#costs-tariff-c): the applicant's, plus HST on the lawyer's fee, and those of
 * each official actually served. Blanks only where the costs were not computed (no statement).
 */
function costsLines(input: CourtFormInput, officials: readonly string[]): string[] {
  const c = input.costs;
  if (!c) return [`to the applicant, ${BLANK}`, ...officials.map((o) => `to ${inSentence(o)}, ${BLANK}`)];
  return [
    `to the applicant, ${money(c.applicant.amount)} plus HST`,
    ...c.officials.map((o) => `to ${inSentence(OFFICIAL_NAMES[o.for as Official])}, ${money(o.amount)}`),
  ];
}

/**
 * Form 74.50, the judgment on an unopposed passing of accounts, as the draft the applicant serves
 * with the notice of application and files for the court to sign (Rules of Civil Procedure,
 * R.R.O. 1990, Reg. 194, r. 74.18). The figures are those of the accounts as filed.
 */
export function draftJudgment(input: CourtFormInput, officials: readonly string[] = []): CourtForm {
  const f = input.figures;
  const trustees = trusteeList(input);
  const they = trusteesNoun(input);
  const split = (s: { capital: number; revenue: number }) =>
    `${money(s.capital)} out of capital and ${money(s.revenue)} out of revenue`;
  const compensation =
    f.compensationTaken.total > 0
      ? `, being ${split(f.compensationClaimed)}; ${they.noun} ${they.has} already taken ${money(
          f.compensationTaken.total,
        )} (${split(f.compensationTaken)}), which is allowed on account, and may take the balance of ${money(
          f.compensationUnpaid.total,
        )} (${split(f.compensationUnpaid)}) out of the estate.`
      : `, being ${split(f.compensationClaimed)}, to be taken out of the estate.`;
  const costs = costsLines(input, officials);
  return {
    ...formFrame(
      input,
      'draft-judgment',
      'Form 74.50',
      'Courts of Justice Act; Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18',
      'Judgment on Passing of Accounts (Unopposed)',
    ),
    paragraphs: [
      { text: `(Name of judge or officer) ${BLANK}        (Date of judgment) ${BLANK}` },
      {
        text: `THIS APPLICATION to pass the accounts of ${trustees}, ${capacityOf(input)} of the estate of ${orBlank(input.deceasedName)}, deceased, for the period ${periodText(
          input,
        )}, was heard (or considered without a hearing) on ${longDate(input.hearingDate)} at ${courtHouse(input)}.`,
      },
      { text: readingRecital(input) },
      {
        style: 'numbered',
        text: `1. THIS COURT ORDERS AND ADJUDGES that the accounts of the estate for the period ${periodText(
          input,
        )} are passed as filed, showing capital receipts of ${money(f.capitalReceipts)}${
          f.realisations > 0
            ? ` (of which ${money(f.realisations)} is the proceeds of original assets realised)`
            : ''
        }, capital disbursements of ${money(f.capitalDisbursements)}, revenue receipts of ${money(
          f.revenueReceipts,
        )}, revenue disbursements of ${money(f.revenueDisbursements)} and distributions to beneficiaries of ${money(
          f.distributions.total,
        )}.`,
      },
      {
        style: 'numbered',
        text: `2. THIS COURT ORDERS AND ADJUDGES that the balance of the estate in the hands of ${they.noun} at the end of the period is ${money(
          f.capitalOnHand,
        )} on capital account and ${money(f.revenueOnHand)} on revenue account.`,
      },
      {
        style: 'numbered',
        text: `3. THIS COURT ORDERS AND ADJUDGES that ${they.noun} ${they.is} allowed compensation of ${money(
          f.compensationClaimed.total,
        )} for the period${compensation}`,
      },
      {
        style: 'numbered',
        text: `4. THIS COURT ORDERS AND ADJUDGES that the following costs be paid out of the estate: ${costs.join('; ')}.`,
      },
    ],
    signatures: [{ side: 'right', lines: ['Signature of judge or officer'] }],
  };
}
