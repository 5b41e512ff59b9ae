/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, money, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, RULES, signer } from './notice-parts.ts';

/**
 * Form 57B, the costs outline a party gives in support of the costs it asks for (Rules of Civil
 * Procedure, R.R.O. 1990, Reg. 194, r. 57.01(6)): on a passing of accounts, the applicant's with
 * the application, or a person's with a request for increased costs (Forms 74.49.2 and 74.49.3).
 * The amount involved is the accounts' own figures; the fee items and hours are the lawyer's.
 */
export function costsOutline(input: CourtFormInput): CourtForm {
  const f = input.figures;
  const line = (text: string) => ({ style: 'indented' as const, text });
  return {
    ...formFrame(input, 'costs-outline', 'Form 57B', `${RULES}, r. 57.01(6)`, 'Costs Outline'),
    paragraphs: [
      {
        text: `The ${BLANK} (the applicant, ${applicantLine(input)} / the person requesting increased costs) provides the following outline of the submissions to be made at the hearing in support of the costs the party will seek if successful:`,
      },
      line(`Fees (as detailed below): ${BLANK}`),
      line(`Estimated fee for appearance: ${BLANK}`),
      line(`Disbursements (as detailed below): ${BLANK}`),
      line(`HST: ${BLANK}`),
      line(`Total: ${BLANK}`),
      {
        text: 'The following points are made in support of the costs sought with reference to the factors set out in subrule 57.01(1):',
      },
      line(
        `the amount involved: the accounts for the period ${periodText(input)} show capital receipts of ${money(
          f.capitalReceipts,
        )}, capital disbursements of ${money(f.capitalDisbursements)}, revenue receipts of ${money(
          f.revenueReceipts,
        )} and revenue disbursements of ${money(f.revenueDisbursements)};`,
      ),
      line(`the complexity of the proceeding: ${BLANK};`),
      line(`the importance of the issues: ${BLANK};`),
      line(
        `the conduct of any party that tended to shorten or to lengthen unnecessarily the duration of the proceeding: ${BLANK};`,
      ),
      line(`the experience of the party’s lawyer: ${BLANK};`),
      line(
        `the hours spent, the rates sought for costs and the rate actually charged by the party’s lawyer: as detailed below;`,
      ),
      line(`any other matter relevant to the question of costs: ${BLANK}.`),
      { style: 'heading', text: 'FEE ITEMS' },
      line(`Item | Persons | Hours | Partial indemnity rate | Actual rate | Amount: ${BLANK}`),
      { style: 'heading', text: 'DISBURSEMENTS' },
      line(`Item | Amount | HST: ${BLANK}`),
      { style: 'heading', text: 'LAWYER’S CERTIFICATE' },
      {
        text: 'I CERTIFY that the hours claimed have been spent, that the rates shown are correct and that each disbursement has been incurred as claimed.',
      },
    ],
    signatures: signer(['Signature of lawyer', `Name and LSO number: ${BLANK}`]),
  };
}
