/*
 * The wording of one document, in one place: a lawyer compares it with practice here and corrects
 * it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { applicantLawyerLines, formFrame, longDate, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, RULES, servedAtLine } from './notice-parts.ts';

/**
 * The service list of the passing (no prescribed form): each person served with the notice of
 * application, the accounts and the draft judgment (r. 74.18(3)), why, and the address the
 * documents are mailed to (r. 16.06(1)); someone served for a party (an attorney, a co-trustee of
 * a beneficiary's estate) is named with the party. The same list as the notice's "TO:" lines and
 * the affidavit of service, from the one service list of the card (docs/court-forms.md).
 */
export function serviceListDocument(input: CourtFormInput): CourtForm {
  const mailed = input.mailingDate ? ` on ${longDate(input.mailingDate)}` : '';
  return {
    ...formFrame(
      input,
      'service-list',
      'Service List',
      `${RULES}, rr. 16.06 and 74.18(3)`,
      'Persons Served and Their Addresses',
    ),
    paragraphs: [
      {
        text: `The persons served with the notice of application to pass accounts of ${applicantLine(
          input,
        )}, for the period ${periodText(input)}, a copy of the accounts and a copy of the draft judgment, by regular lettermail${mailed} to the address given for each:`,
      },
      ...(input.served.length > 0
        ? input.served.map((p, i) => ({ style: 'numbered' as const, text: `${i + 1}. ${servedAtLine(p)}` }))
        : [{ style: 'indented' as const, text: BLANK }]),
      ...applicantLawyerLines(input.lawyer).map((text) => ({ style: 'indented' as const, text })),
    ],
    signatures: [{ side: 'left', lines: [`Date: ${longDate(input.today)}`] }],
  };
}
