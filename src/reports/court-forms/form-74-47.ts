import { andList } from '../../domain/rules/text.ts';
/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { capacityOf, formFrame, orBlank, periodText, trusteeList } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';
import { inSentence, objectionBy, RULES } from './notice-parts.ts';
import { noticeLine } from './received.ts';

/**
 * Who swears, as the first lines say it: the lawyer of record, or the applicant (the first of
 * co-trustees), chosen on the estate's record; never "the applicant, or the lawyer" left open.
 */
function deponent(input: CourtFormInput): { opening: string; capacity: string } {
  const d = input.supportDeponent;
  const applicants = `${trusteeList(input)}, ${capacityOf(input)} of the estate of ${orBlank(input.deceasedName)}`;
  const place = d?.place ? `, of ${d.place}` : `, of the ${BLANK} of ${BLANK}`;
  const opening = `I, ${d?.name || BLANK}${place}, MAKE OATH AND SAY (or AFFIRM):`;
  if (d?.role === 'applicant') {
    return {
      opening,
      capacity:
        input.trustees.length > 1
          ? `1. I am one of the applicants, ${applicants}, and have knowledge of the matters below.`
          : `1. I am the applicant, ${applicants}, and have knowledge of the matters below.`,
    };
  }
  return {
    opening,
    capacity: `1. I am the lawyer for the applicant${input.trustees.length > 1 ? 's' : ''}, ${applicants}, and have knowledge of the matters below.`,
  };
}

/**
 * What each official served sent back, as received: the notices the record of what was received
 * holds, with the day each arrived; an official with none is said to have sent none.
 */
function officialsParagraph(input: CourtFormInput, officials: readonly string[]): string {
  if (officials.length === 0)
    return '4. Neither the Children’s Lawyer nor the Public Guardian and Trustee was served.';
  const received = (input.received ?? []).filter((n) => n.official);
  const sentences = officials.map((o) => {
    const theirs = received.filter((n) => n.from === o);
    return theirs.length > 0
      ? `${andList(theirs.map(noticeLine)).replace(/^./, (c) => c.toUpperCase())} ${theirs.length > 1 ? 'are' : 'is'} filed.`
      : `No notice of no objection, notice of non-participation or request for costs has been received from ${inSentence(o)}.`;
  });
  return `4. ${sentences.join(' ')}`;
}

/** What the other persons served sent back (notices of no objection, requests), each as received. */
function othersParagraph(input: CourtFormInput): string {
  const others = (input.received ?? []).filter((n) => !n.official && n.kind !== 'objection');
  return others.length > 0
    ? `5. Received from the other persons served, and filed with this affidavit: ${andList(others.map(noticeLine))}.`
    : '5. No notice of no objection, request for costs or request for further notice has been received from the other persons served.';
}

/**
 * Form 74.47, the affidavit in support of an unopposed judgment on a passing of accounts: those
 * served were sent the accounts and the draft judgment, no notice of objection was served, and
 * what was received from the officials (Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18).
 */
export function affidavitInSupport(input: CourtFormInput, officials: readonly string[] = []): CourtForm {
  const who = deponent(input);
  return {
    ...formFrame(
      input,
      'affidavit-in-support',
      'Form 74.47',
      `${RULES}, r. 74.18`,
      'Affidavit in Support of Unopposed Judgment on Passing of Accounts',
    ),
    paragraphs: [
      { text: who.opening },
      { style: 'numbered', text: who.capacity },
      {
        style: 'numbered',
        text: `2. A notice of application to pass the accounts for the period ${periodText(
          input,
        )}, a copy of the accounts and a copy of the draft judgment were served on every person entitled to them, as the proof of service filed shows.`,
      },
      {
        style: 'numbered',
        text: `3. No notice of objection to the accounts was served on the applicant within the time the rules allow${objectionBy(
          input,
        )}, and none has been filed.`,
      },
      { style: 'numbered', text: officialsParagraph(input, officials) },
      { style: 'numbered', text: othersParagraph(input) },
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
