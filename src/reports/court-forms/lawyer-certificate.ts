/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, longDate, periodText, trusteeList } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { RULES } from './notice-parts.ts';
import { noticeLine, officialNotices } from './received.ts';

/**
 * The lawyer's certificate filed with the record on an unopposed passing (r. 74.18): that the record
 * holds every document the rule requires, listed.
 */
export function lawyerCertificate(input: CourtFormInput): CourtForm {
  const documents = [
    'the notice of application to pass accounts (Form 74.44)',
    'the affidavit verifying the estate accounts (Form 74.43), with the accounts as its Exhibit "A"',
    // The proof of service the record binds (application-record.ts): the lawyer's certificate where a lawyer is named.
    `the ${
      input.lawyer ? 'lawyer’s certificate of service (Form 16B.1)' : 'affidavit of service (Form 16B)'
    } of the notice of application, the accounts and the draft judgment`,
    // What the officials sent, as received; the others' notices are filed with the affidavit in support.
    ...officialNotices(input).map((n) => `the ${noticeLine(n)}`),
    'the notices of no objection (Form 74.46) received, if any',
    'the affidavit in support of unopposed judgment (Form 74.47)',
    'the requests for further notice (Form 74.45.1) and for costs (Form 74.49) received, if any',
    'the requests for increased costs (Forms 74.49.2 and 74.49.3), the costs outlines (Form 57B) and the responses, if any',
    'the draft judgment (Form 74.50), in duplicate',
  ];
  return {
    ...formFrame(
      input,
      'lawyer-certificate',
      'Rule 74.18',
      `${RULES}, r. 74.18`,
      'Certificate of the Lawyer',
    ),
    paragraphs: [
      {
        text: `I, ${input.lawyer?.name ?? BLANK}, lawyer for ${trusteeList(input)}, the applicant${input.trustees.length > 1 ? 's' : ''}, CERTIFY that the record filed on this application to pass the accounts for the period ${periodText(
          input,
        )} contains every document rule 74.18 requires for a judgment on an unopposed passing of accounts:`,
      },
      ...documents.map((d, i) => ({ style: 'indented' as const, text: `${i + 1}. ${d}` })),
    ],
    signatures: [
      // Dated the day the record is made, as the notice is; signed by the lawyer of record.
      { side: 'left', lines: [`Date: ${longDate(input.today)}`] },
      {
        side: 'right',
        lines: [
          'Signature of lawyer',
          `Name: ${input.lawyer?.name ?? BLANK} (LSO No. ${input.lawyer?.lsoNumber ?? BLANK})`,
          ...(input.lawyer?.firmName ? [input.lawyer.firmName] : []),
        ],
      },
    ],
  };
}
