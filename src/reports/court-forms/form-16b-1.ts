/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, lawyerAddress, longDate, orBlank, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, RULES, servedAtLine } from './notice-parts.ts';

/**
 * Form 16B.1, the lawyer's certificate of service (Rules of Civil Procedure, R.R.O. 1990, Reg. 194,
 * r. 16.09(1.1), added by O. Reg. 520/22): the lawyer of record proves service of the notice, the
 * accounts and the draft judgment (r. 74.18(3)) without an affidavit, having caused them to be
 * mailed and being satisfied that service was effected. The day of mailing is the one chosen on
 * the card (today when none is), as the service dates are counted from.
 */
export function lawyerCertificateOfService(input: CourtFormInput): CourtForm {
  const lawyer = input.lawyer;
  const mailed = input.mailingDate ?? input.today;
  const served = input.served.length > 0 ? input.served : [{ name: BLANK, capacity: BLANK, address: null }];
  return {
    ...formFrame(
      input,
      'lawyer-certificate-of-service',
      'Form 16B.1',
      `${RULES}, rr. 16.09(1.1) and 74.18(3)`,
      'Lawyer’s Certificate of Service',
    ),
    paragraphs: [
      {
        text: `I, ${orBlank(lawyer?.name)} (LSO No. ${orBlank(lawyer?.lsoNumber)}), lawyer for the applicant${
          input.trustees.length > 1 ? 's' : ''
        }, CERTIFY THAT:`,
      },
      {
        style: 'numbered',
        text: `1. On ${longDate(mailed)}, I caused each person named below to be served with the notice of application to pass accounts of ${applicantLine(
          input,
        )}, for the period ${periodText(input)}, a copy of the accounts and a copy of the draft judgment, by regular lettermail sent to the address given for them:`,
      },
      // Each with the address the documents were mailed to, as the affidavit of service lists them.
      ...served.map((p) => ({ style: 'indented' as const, text: servedAtLine(p) })),
      {
        style: 'numbered',
        text: '2. Service by mail is effective on the fifth day after the documents are mailed.',
      },
      { style: 'numbered', text: '3. I am satisfied that service was effected.' },
    ],
    signatures: [
      { side: 'left', lines: [`Date: ${longDate(mailed)}`] },
      {
        side: 'right',
        lines: [
          'Signature of lawyer',
          `${orBlank(lawyer?.name)} (LSO No. ${orBlank(lawyer?.lsoNumber)})`,
          ...(lawyer?.firmName ? [lawyer.firmName] : []),
          lawyerAddress(lawyer),
          `Telephone: ${orBlank(lawyer?.telephone)}   Email: ${orBlank(lawyer?.email)}`,
        ],
      },
    ],
  };
}
