import { describe, expect, it } from 'vitest';
import type { ReceivedNoticeItem } from '../../domain/schemas/index.ts';
import { courtForm } from './forms.ts';
import { courtFormInput, type PassingData } from './input.ts';
import { BLANK, type CourtForm } from './model.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

const textOf = (form: CourtForm) =>
  [...form.paragraphs.map((p) => p.text), ...form.signatures.flatMap((s) => s.lines)].join('\n');
const PGT = ['The Public Guardian and Trustee'];
const thomas = WORKED_PASSING.parties.find((p) => p.name === 'Thomas Ramsay')!;

const notice = (over: Partial<ReceivedNoticeItem>): ReceivedNoticeItem => ({
  id: crypto.randomUUID(),
  kind: 'no-objection',
  received: '2025-05-01',
  ...over,
});

/** The worked example with what was received kept on its court record. */
const withReceived = (items: ReceivedNoticeItem[], more: Partial<PassingData['courtRecord']> = {}) =>
  courtFormInput({
    ...WORKED_PASSING,
    courtRecord: { ...WORKED_PASSING.courtRecord, noticesReceived: items, ...more },
  });

const recital = (input: ReturnType<typeof courtFormInput>) =>
  courtForm('draft-judgment', input, { officials: PGT }).paragraphs.find((p) =>
    p.text.startsWith('ON READING'),
  )?.text ?? '';

describe('Form 74.50 recites only what was received', () => {
  it('with nothing received, no notice is recited', () => {
    const text = recital(withReceived([]));
    expect(text).toBe(
      'ON READING the accounts, the affidavit verifying the estate accounts, the proof of service of the notice of application to pass accounts and the affidavit in support of unopposed judgment filed, no notice of objection having been served and filed,',
    );
    expect(text).not.toMatch(/no objection of|non-participation|requests? for costs/);
  });

  it('a notice of no objection is recited with whom it came from', () => {
    const text = recital(withReceived([notice({ party: thomas._id })]));
    expect(text).toContain('the notice of no objection of Thomas Ramsay filed,');
    expect(text).not.toContain('non-participation');
  });

  it('the official’s notice of non-participation is recited only once it arrived', () => {
    const text = recital(
      withReceived([notice({ kind: 'non-participation', official: 'public-guardian-and-trustee' })]),
    );
    expect(text).toContain(
      'the affidavit in support of unopposed judgment and the notice of non-participation of the Public Guardian and Trustee filed,',
    );
    expect(text).not.toContain('no objection of');
  });

  it('requests for costs are recited, with every kind together in one list', () => {
    const text = recital(
      withReceived([
        notice({ party: thomas._id }),
        notice({
          kind: 'non-participation',
          official: 'public-guardian-and-trustee',
          received: '2025-04-20',
        }),
        notice({ kind: 'request-for-costs', party: thomas._id, amount: 50000 }),
      ]),
    );
    expect(text).toContain(
      'the affidavit in support of unopposed judgment, the notice of no objection of Thomas Ramsay, the notice of non-participation of the Public Guardian and Trustee and the request for costs of Thomas Ramsay filed,',
    );
  });

  it('a notice from a party no longer on the estate is not recited', () => {
    const gone = {
      ...WORKED_PASSING,
      parties: WORKED_PASSING.parties.map((p) =>
        p._id === thomas._id ? { ...p, deletedAt: '2025-05-02T00:00:00Z' } : p,
      ),
    };
    const input = courtFormInput({
      ...gone,
      courtRecord: { noticesReceived: [notice({ party: thomas._id })] },
    });
    expect(recital(input)).not.toContain('Thomas Ramsay');
  });
});

describe('Form 74.47: the deponent is chosen, and paragraph 4 follows what the officials sent', () => {
  it('sworn by the lawyer of record, of the firm’s city, by default: no choice left open', () => {
    const form = courtForm('affidavit-in-support', withReceived([]), { officials: PGT });
    const text = textOf(form);
    expect(form.paragraphs[0]?.text).toBe(
      'I, Grace Osei, of Kingston, Ontario, MAKE OATH AND SAY (or AFFIRM):',
    );
    expect(text).toContain(
      '1. I am the lawyer for the applicant, Anne Ramsay, estate trustee with a will of the estate of',
    );
    expect(text).not.toMatch(/applicant, or the lawyer/);
    // Only the commissioner's jurat is left to fill.
    expect(form.paragraphs.map((p) => p.text).join('\n')).not.toContain(BLANK);
  });

  it('sworn by the applicant when the estate’s record says so', () => {
    const form = courtForm('affidavit-in-support', withReceived([], { supportDeponent: 'applicant' }), {
      officials: PGT,
    });
    expect(form.paragraphs[0]?.text).toMatch(/^I, Anne Ramsay, of /);
    expect(textOf(form)).toContain(
      '1. I am the applicant, Anne Ramsay, estate trustee with a will of the estate of',
    );
    expect(textOf(form)).not.toContain('I am the lawyer');
  });

  it('an official served with nothing received is said to have sent nothing', () => {
    const text = textOf(courtForm('affidavit-in-support', withReceived([]), { officials: PGT }));
    expect(text).toContain(
      '4. No notice of no objection, notice of non-participation or request for costs has been received from the Public Guardian and Trustee.',
    );
    expect(text).toContain(
      '5. No notice of no objection, request for costs or request for further notice has been received from the other persons served.',
    );
  });

  it('what arrived is sworn to with the day it arrived', () => {
    const input = withReceived([
      notice({ kind: 'non-participation', official: 'public-guardian-and-trustee', received: '2025-04-20' }),
      notice({ party: thomas._id, received: '2025-04-28' }),
      notice({ kind: 'request-for-further-notice', party: thomas._id, received: '2025-04-29' }),
    ]);
    const text = textOf(courtForm('affidavit-in-support', input, { officials: PGT }));
    expect(text).toContain(
      '4. Notice of non-participation (Form 74.46.1) from the Public Guardian and Trustee, received April 20, 2025 is filed.',
    );
    expect(text).toContain(
      '5. Received from the other persons served, and filed with this affidavit: notice of no objection to accounts (Form 74.46) from Thomas Ramsay, received April 28, 2025 and request for further notice (Form 74.45.1) from Thomas Ramsay, received April 29, 2025.',
    );
  });

  it('where no official was served it says so', () => {
    const text = textOf(courtForm('affidavit-in-support', withReceived([]), { officials: [] }));
    expect(text).toContain(
      '4. Neither the Children’s Lawyer nor the Public Guardian and Trustee was served.',
    );
  });
});

describe('the affidavits name where the deponent lives, from the address on record', () => {
  const anne = WORKED_PASSING.parties.find((p) => p.name === 'Anne Ramsay')!;
  const housed = {
    ...WORKED_PASSING,
    parties: WORKED_PASSING.parties.map((p) =>
      p._id === anne._id
        ? { ...p, address: { line1: '12 Sydenham Street', city: 'Kingston', region: 'ON' } }
        : p,
    ),
  };

  it('Form 74.43 opens “I, Anne Ramsay, of Kingston, Ontario”, and with no address keeps the blanks', () => {
    const opening = (data: PassingData) =>
      courtForm('affidavit-verifying-accounts', courtFormInput(data)).paragraphs[0]?.text;
    expect(opening(housed)).toBe('I, Anne Ramsay, of Kingston, Ontario, MAKE OATH AND SAY (or AFFIRM):');
    expect(opening(WORKED_PASSING)).toContain(`of the ${BLANK} of ${BLANK}`);
  });

  it('Form 74.47 sworn by the applicant names the applicant’s city', () => {
    const input = courtFormInput({ ...housed, courtRecord: { supportDeponent: 'applicant' } });
    expect(courtForm('affidavit-in-support', input).paragraphs[0]?.text).toBe(
      'I, Anne Ramsay, of Kingston, Ontario, MAKE OATH AND SAY (or AFFIRM):',
    );
  });
});
