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
import { inSentence } from './notice-parts.ts';

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
  // The Children's Lawyer and the Public Guardian and Trustee, where served, have costs of their own.
  const costs = [`to the applicant, ${BLANK}`, ...officials.map((o) => `to ${inSentence(o)}, ${BLANK}`)];
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
      {
        // Only the Children's Lawyer and the Public Guardian and Trustee serve a notice of
        // non-participation (Form 74.46.1): the judgment reads one only where they were served.
        text: `ON READING the accounts, the affidavit verifying the estate accounts, the affidavit of service of the notice of application to pass accounts, the affidavit in support of unopposed judgment, and the notices of no objection${
          officials.length > 0 ? ' and of non-participation' : ''
        } filed, no notice of objection having been served and filed,`,
      },
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
