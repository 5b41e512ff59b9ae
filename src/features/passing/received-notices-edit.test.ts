import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import {
  describeNotice,
  kindsFor,
  type NoticeDraft,
  noticeFromDraft,
  sendersOf,
  withNotice,
  withoutNotice,
} from './received-notices-edit.ts';
import { passingService } from './service-parties.ts';

const david = { _id: uuidv7(), name: 'David Chen', role: 'beneficiary' };
const charity = {
  _id: uuidv7(),
  name: 'SickKids Foundation',
  role: 'beneficiary',
  relationshipToDeceased: 'charity',
};
const service = passingService([david, charity]);
const senders = sendersOf(service);
const draft = (over: Partial<NoticeDraft>): NoticeDraft => ({
  sender: `party:${david._id}`,
  kind: 'no-objection',
  received: '2027-01-20',
  amount: '',
  document: '',
  ...over,
});
const TODAY = '2027-01-25';

describe('what was received, as the card records it', () => {
  it('offers those served and the officials served, and non-participation only from an official', () => {
    expect(senders.map((s) => s.label)).toEqual([
      'David Chen',
      'SickKids Foundation',
      'the Public Guardian and Trustee',
    ]);
    expect(kindsFor(senders[0])).not.toContain('non-participation');
    expect(kindsFor(senders[2])).toContain('non-participation');
  });

  it('makes a record item of a beneficiary’s notice, and of an official’s request for costs with its amount and document', () => {
    const made = noticeFromDraft(draft({}), senders, TODAY, uuidv7());
    expect('item' in made && made.item).toMatchObject({
      kind: 'no-objection',
      party: david._id,
      received: '2027-01-20',
    });
    const doc = uuidv7();
    const costs = noticeFromDraft(
      draft({
        sender: 'official:public-guardian-and-trustee',
        kind: 'request-for-costs',
        amount: '$1,250.00',
        document: doc,
      }),
      senders,
      TODAY,
      uuidv7(),
    );
    expect('item' in costs && costs.item).toMatchObject({
      official: 'public-guardian-and-trustee',
      amount: 125000,
      document: doc,
    });
  });

  it('refuses what did not happen: no sender, a beneficiary’s non-participation, a day after today, an amount that is not one', () => {
    expect(noticeFromDraft(draft({ sender: '' }), senders, TODAY, uuidv7())).toEqual({
      error: 'Choose who sent it.',
    });
    expect(noticeFromDraft(draft({ kind: 'non-participation' }), senders, TODAY, uuidv7())).toEqual({
      error: 'Only an official serves a notice of non-participation.',
    });
    expect(noticeFromDraft(draft({ received: '2027-01-26' }), senders, TODAY, uuidv7())).toEqual({
      error: 'The day it arrived cannot be after today.',
    });
    expect(noticeFromDraft(draft({ received: '' }), senders, TODAY, uuidv7())).toEqual({
      error: 'Enter the day it arrived.',
    });
    expect(
      noticeFromDraft(draft({ kind: 'request-for-costs', amount: 'lots' }), senders, TODAY, uuidv7()),
    ).toEqual({ error: 'Enter the costs requested as an amount, such as 1,250.00.' });
  });

  it('keeps the list in the order the notices arrived, says each as people read it, and removes one', () => {
    const a = { id: uuidv7(), kind: 'no-objection' as const, party: david._id, received: '2027-01-22' };
    const b = {
      id: uuidv7(),
      kind: 'non-participation' as const,
      official: 'public-guardian-and-trustee' as const,
      received: '2027-01-20',
    };
    const list = withNotice([a], b);
    expect(list.map((n) => n.id)).toEqual([b.id, a.id]);
    const names = new Map([[david._id, david.name]]);
    expect(describeNotice(b, names)).toBe(
      'Notice of non-participation (Form 74.46.1) from the Public Guardian and Trustee, received January 20, 2027',
    );
    expect(describeNotice({ ...a, kind: 'request-for-costs', amount: 50000 }, names)).toBe(
      'Request for costs (Form 74.49) for $500.00 from David Chen, received January 22, 2027',
    );
    expect(withoutNotice(list, b.id)).toEqual([a]);
  });
});
