/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
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
import { RULES } from './notice-parts.ts';

/**
 * Form 74.51, the judgment on a contested passing of accounts (Rules of Civil Procedure, R.R.O.
 * 1990, Reg. 194, r. 74.18): drawn after the hearing of the objections, so what the court decided
 * (the accounts as varied, the compensation allowed, who pays the costs) is left for the lawyer;
 * the figures of the accounts as filed and the compensation claimed are the statement's.
 */
export function contestedJudgment(input: CourtFormInput): CourtForm {
  const f = input.figures;
  const they = trusteesNoun(input);
  return {
    ...formFrame(
      input,
      'contested-judgment',
      'Form 74.51',
      `${RULES}, r. 74.18`,
      'Judgment on Contested Passing of Accounts',
    ),
    paragraphs: [
      { text: `(Name of judge or officer) ${BLANK}        (Date of judgment) ${BLANK}` },
      {
        text: `THIS APPLICATION to pass the accounts of ${trusteeList(input)}, ${capacityOf(input)} of the estate of ${orBlank(
          input.deceasedName,
        )}, deceased, for the period ${periodText(input)}, was heard on ${longDate(input.hearingDate)} at ${courtHouse(
          input,
        )}, in the presence of ${BLANK}.`,
      },
      {
        text: `ON READING the accounts, the affidavit verifying the estate accounts, the notice of application to pass accounts with proof of its service, the notices of objection served and filed by ${BLANK}, and the other material filed, and on hearing the evidence and the submissions of ${BLANK},`,
      },
      {
        style: 'numbered',
        text: `1. THIS COURT ORDERS AND ADJUDGES that the accounts of the estate for the period ${periodText(
          input,
        )}, filed showing capital receipts of ${money(f.capitalReceipts)}, capital disbursements of ${money(
          f.capitalDisbursements,
        )}, revenue receipts of ${money(f.revenueReceipts)}, revenue disbursements of ${money(
          f.revenueDisbursements,
        )} and distributions to beneficiaries of ${money(
          f.distributions.total,
        )}, are passed (as filed / as varied as set out in Schedule ${BLANK} to this judgment).`,
      },
      {
        style: 'numbered',
        text: `2. THIS COURT ORDERS AND ADJUDGES that the balance of the estate in the hands of ${they.noun} at the end of the period is ${BLANK} on capital account and ${BLANK} on revenue account (as filed: ${money(
          f.capitalOnHand,
        )} on capital account and ${money(f.revenueOnHand)} on revenue account).`,
      },
      {
        style: 'numbered',
        text: `3. THIS COURT ORDERS AND ADJUDGES that ${they.noun} ${they.is} allowed compensation of ${BLANK} for the period (${they.noun} claimed ${money(
          f.compensationClaimed.total,
        )}${f.compensationTaken.total > 0 ? `, of which ${money(f.compensationTaken.total)} was taken in the period` : ''}).`,
      },
      {
        style: 'numbered',
        text: `4. THIS COURT ORDERS AND ADJUDGES that the costs of the application be paid as follows: to the applicant, ${BLANK}, by ${BLANK}; to ${BLANK} (the objecting party), ${BLANK}, by ${BLANK}.`,
      },
      {
        style: 'numbered',
        text: `5. THIS COURT ORDERS AND ADJUDGES that ${BLANK} (any other order made on the objections).`,
      },
    ],
    signatures: [{ side: 'right', lines: ['Signature of judge or officer'] }],
  };
}
