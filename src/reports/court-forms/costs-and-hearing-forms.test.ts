import { describe, expect, it } from 'vitest';
import { tariffCCosts, tariffCReceipts } from '../../domain/rules/ontario/index.ts';
import { courtAccountsFor } from '../models/court-data.ts';
import { hearingTimeText } from './form-74-44.ts';
import { courtForm } from './forms.ts';
import { courtFormInput, type PassingData } from './input.ts';
import { BLANK, type CourtForm } from './model.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

const textOf = (form: CourtForm) => form.paragraphs.map((p) => p.text).join('\n');
const PGT = ['The Public Guardian and Trustee'];

describe('the hearing time in Form 74.44', () => {
  it('prints the time kept on the record, "at 10:00 a.m.", and a blank only when none is set', () => {
    const notice = textOf(courtForm('notice-of-application', courtFormInput(WORKED_PASSING)));
    expect(notice).toContain('THE APPLICATION WILL BE HEARD on June 16, 2025, at 10:00 a.m., at');
    const none = courtFormInput({ ...WORKED_PASSING, hearingTime: null });
    expect(textOf(courtForm('notice-of-application', none))).toContain(`at ${BLANK} a.m., at`);
    // The record's time, when the card gives none.
    const stored = courtFormInput({
      ...WORKED_PASSING,
      hearingTime: null,
      courtRecord: { hearingTime: '14:30' },
    });
    expect(textOf(courtForm('notice-of-application', stored))).toContain('at 2:30 p.m., at');
  });

  it('writes the hour as the form does', () => {
    expect(hearingTimeText('09:30')).toBe('9:30 a.m.');
    expect(hearingTimeText('12:00')).toBe('12:00 p.m.');
    expect(hearingTimeText('00:15')).toBe('12:15 a.m.');
    expect(hearingTimeText('9:30')).toBe(`${BLANK} a.m.`);
  });
});

describe('the costs in Forms 74.50, 74.49 and 74.49.1 (Tariff C)', () => {
  const tariff = tariffCCosts(tariffCReceipts(courtAccountsFor(WORKED_PASSING)));
  const money = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('orders the tariff’s costs to the applicant and to each official actually served', () => {
    const judgment = textOf(courtForm('draft-judgment', courtFormInput(WORKED_PASSING), { officials: PGT }));
    expect(judgment).toContain(
      `the following costs be paid out of the estate: to the applicant, ${money(tariff)} plus HST; to the Public Guardian and Trustee, ${money(tariff)}.`,
    );
    // No official served: no line for one, and no blank.
    const alone: PassingData = { ...WORKED_PASSING, officialsServed: [] };
    const text = textOf(courtForm('draft-judgment', courtFormInput(alone), { officials: [] }));
    expect(text).toContain(
      `the following costs be paid out of the estate: to the applicant, ${money(tariff)} plus HST.`,
    );
    expect(text).not.toContain('Public Guardian');
  });

  it('prints an amount claimed with its reason in place of the tariff, for whom it is claimed', () => {
    const claimed: PassingData = {
      ...WORKED_PASSING,
      courtRecord: {
        costsClaims: [{ for: 'applicant', amount: 1_250_000, reason: 'A contested sale of the cottage' }],
      },
    };
    const judgment = textOf(courtForm('draft-judgment', courtFormInput(claimed), { officials: PGT }));
    expect(judgment).toContain(
      `to the applicant, $12,500.00 plus HST; to the Public Guardian and Trustee, ${money(tariff)}.`,
    );
  });

  it('prefills the amount of a request for costs; the tax and total stay the requester’s', () => {
    const input = courtFormInput(WORKED_PASSING);
    expect(textOf(courtForm('request-for-costs', input))).toContain(
      `I REQUEST costs in the amount of ${money(tariff)}, plus HST of ${BLANK}, for a total of ${BLANK}, as provided in Tariff C`,
    );
    expect(textOf(courtForm('request-for-costs-official', input, { officials: PGT }))).toContain(
      `The Public Guardian and Trustee REQUESTS costs in the amount of ${money(tariff)}, plus HST of ${BLANK}`,
    );
  });
});
