/*
 * The wording of one form, in one place: a lawyer compares it with the prescribed form here and
 * corrects it here (docs/court-forms.md lists its elements, in order, and the tests hold it to them).
 */
import { capacityOf, formFrame, longDate, orBlank, periodText, totalsLines } from './common.ts';
import { BLANK, type CourtForm, type CourtFormInput } from './model.ts';

/**
 * Form 74.43, the affidavit verifying the estate accounts: the estate trustee swears (or affirms)
 * that the accounts, the exhibit to the affidavit, are complete and correct (Rules of Civil
 * Procedure, R.R.O. 1990, Reg. 194, rr. 74.17(1) and 74.18(1)).
 */
export function affidavitVerifyingAccounts(input: CourtFormInput): CourtForm {
  // Every estate trustee swears: the accounts are the accounts of them all (r. 74.17(1)).
  const deponents = input.trustees.map((t) => t.trim()).filter(Boolean);
  const names = deponents.length > 0 ? deponents : [BLANK];
  const joint = names.length > 1;
  // Where each lives, from the address on their party record; blanks where none is recorded.
  const whereFrom = (name: string) => {
    const place = input.trusteePlaces?.[name];
    return place ? `of ${place}` : `of the ${BLANK} of ${BLANK}, in the ${BLANK} of ${BLANK}`;
  };
  const we = joint ? 'We' : 'I';
  return {
    ...formFrame(
      input,
      'affidavit-verifying-accounts',
      'Form 74.43',
      'Courts of Justice Act; Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.17(1) and 74.18(1)',
      'Affidavit Verifying Estate Accounts',
    ),
    paragraphs: [
      {
        text: `${names.map((n) => `${joint ? '' : 'I, '}${n}, ${whereFrom(n)}`).join(', and ')}, ${
          joint ? 'EACH MAKE OATH AND SAY (or AFFIRM)' : 'MAKE OATH AND SAY (or AFFIRM)'
        }:`.replace(/^(?!I, )/, joint ? 'We, ' : ''),
      },
      {
        style: 'numbered',
        text: `1. ${we} ${joint ? 'are the applicants' : 'am the applicant'} in this application and ${
          joint ? 'the' : input.trustees.length > 1 ? 'one of the' : 'the'
        } ${capacityOf(input)} of the estate of ${orBlank(input.deceasedName)}, who died on ${longDate(
          input.dateOfDeath,
        )}.`,
      },
      {
        style: 'numbered',
        text: `2. The accounts marked as Exhibit "A" to this affidavit, for the period ${periodText(
          input,
        )}, are complete and correct to the best of ${joint ? 'our' : 'my'} knowledge, information and belief.`,
      },
      {
        style: 'numbered',
        text: '3. The accounts show every receipt and disbursement of the estate in the period, the assets held at its start and end, the liabilities outstanding and the compensation claimed, as rule 74.17(1) requires.',
      },
      {
        // An affidavit is in paragraphs numbered consecutively (r. 4.06(1)(d)): the figures too.
        style: 'numbered',
        text: `4. The accounts show: ${totalsLines(input).join('; ')}.`,
      },
    ],
    signatures: names.flatMap((n): CourtForm['signatures'] => [
      {
        side: 'left',
        lines: [
          `SWORN (or AFFIRMED) BEFORE ME by ${n} at the ${BLANK} of ${BLANK}, in the ${BLANK} of ${BLANK}, on ${BLANK}.`,
          'Commissioner for Taking Affidavits (or as may be)',
        ],
      },
      { side: 'right', lines: [n, `Signature of deponent (${input.trusteeCapacity})`] },
    ]),
  };
}
