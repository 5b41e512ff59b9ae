/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { formFrame, periodText } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, RULES, servedAtLine } from './notice-parts.ts';

/**
 * Affidavit of service of the notice of application, the accounts and the draft judgment (Form
 * 16B), by regular lettermail to each person served, as rule 74.18(3) requires; mail is effective
 * on the fifth day after mailing (r. 16.06(2)). One affidavit names them all.
 */
export function affidavitOfService(input: CourtFormInput): CourtForm {
  const served = input.served.length > 0 ? input.served : [{ name: BLANK, capacity: BLANK, address: null }];
  return {
    ...formFrame(
      input,
      'affidavit-of-service',
      'Form 16B',
      `${RULES}, rr. 16.06 and 74.18(3)`,
      'Affidavit of Service',
    ),
    paragraphs: [
      { text: `I, ${BLANK}, of the ${BLANK} of ${BLANK}, MAKE OATH AND SAY (or AFFIRM):` },
      {
        style: 'numbered',
        text: `1. On ${BLANK}, I served each person named below with the notice of application to pass accounts of ${applicantLine(
          input,
        )}, for the period ${periodText(input)}, a copy of the accounts and a copy of the draft judgment, by sending a copy by regular lettermail to the address given for them:`,
      },
      ...served.map((p) => ({ style: 'indented' as const, text: servedAtLine(p) })),
      {
        style: 'numbered',
        text: '2. Service by mail is effective on the fifth day after the documents are mailed.',
      },
    ],
    signatures: [
      {
        side: 'left',
        lines: [
          `SWORN (or AFFIRMED) BEFORE ME at the ${BLANK} of ${BLANK}, on ${BLANK}.`,
          'Commissioner for Taking Affidavits (or as may be)',
        ],
      },
      { side: 'right', lines: ['Signature of deponent'] },
    ],
  };
}
