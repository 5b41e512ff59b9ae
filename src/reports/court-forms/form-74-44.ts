/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { applicantLawyerLines, courtHouse, formFrame, longDate, periodText, totalsLines } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { applicantLine, objectionBy, RULES, servedLines } from './notice-parts.ts';

/** "10:00" → "10:00 a.m.", "14:30" → "2:30 p.m.", as the form writes the hour; a blank when none is set. */
export function hearingTimeText(time: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!m) return `${BLANK} a.m.`;
  const hour = Number(m[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${m[2]} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/**
 * Form 74.44, the notice of application to pass accounts, served by regular lettermail at least
 * 60 days before the hearing (75 outside Ontario) with a copy of the accounts and the draft
 * judgment (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18(1)–(5)).
 */
export function noticeOfApplication(input: CourtFormInput): CourtForm {
  return {
    ...formFrame(
      input,
      'notice-of-application',
      'Form 74.44',
      `${RULES}, r. 74.18`,
      'Notice of Application to Pass Accounts',
    ),
    paragraphs: [
      { style: 'heading', text: 'TO:' },
      ...servedLines(input),
      {
        text: `THE APPLICANT, ${applicantLine(input)}, who died on ${longDate(
          input.dateOfDeath,
        )}, has filed the accounts of the estate for the period ${periodText(input)} and will apply to the court to pass them.`,
      },
      {
        text: `THE APPLICATION WILL BE HEARD on ${longDate(input.hearingDate)}, at ${hearingTimeText(input.hearingTime)}, at ${courtHouse(input)}, or will be considered by the court without a hearing if no notice of objection is filed.`,
      },
      { style: 'heading', text: 'THE ACCOUNTS SHOW:' },
      ...totalsLines(input).map((text) => ({ style: 'indented' as const, text })),
      {
        text: 'A copy of the accounts and a copy of the judgment the applicant will ask the court to grant are served with this notice.',
      },
      {
        text: `IF YOU WISH TO OBJECT to the accounts, you must serve a notice of objection to accounts (Form 74.45) on the applicant and file it, with proof of service, at least 35 days before the hearing date${objectionBy(input)}.`,
      },
      {
        text: `IF YOU DO NOT OBJECT but wish to be told of any further step in the application, including a request for costs, you must serve a request for further notice in passing of accounts (Form 74.45.1) on the applicant and file it, with proof of service, at least 35 days before the hearing date${objectionBy(input)}.`,
      },
      {
        text: 'IF YOU DO NOT OBJECT to the accounts, you may serve a notice of no objection to accounts (Form 74.46) on the applicant.',
      },
      {
        text: 'IF YOU DO NOT SERVE AND FILE a notice of objection or a request for further notice, you will not be entitled to notice of any further step in the application, and judgment may be given passing the accounts in your absence.',
      },
    ],
    signatures: [
      { side: 'left', lines: [`Date: ${longDate(input.today)}`, `Issued by: ${BLANK}`, 'Local registrar'] },
      {
        side: 'right',
        lines: [applicantLine(input), ...applicantLawyerLines(input.lawyer)],
      },
    ],
  };
}
