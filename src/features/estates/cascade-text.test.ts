import { describe, expect, it } from 'vitest';
import { cascadeChildrenOf } from '../../domain/delete-rules.ts';
import { ESTATE_CHILDREN } from '../../domain/registry.ts';
import { describeEstateCascade } from './cascade-text.ts';

describe('describeEstateCascade', () => {
  it('lists what else goes, in the rules’ order, singular or plural', () => {
    expect(describeEstateCascade({ transactions: 1, parties: 1, accounts: 1 })).toBe(
      'This also deletes its 1 account, 1 party and 1 transaction.',
    );
    expect(describeEstateCascade({ accounts: 1 })).toBe('This also deletes its 1 account.');
    expect(describeEstateCascade({ assets: 7, documents: 2 })).toBe(
      'This also deletes its 7 assets and 2 documents.',
    );
  });

  it('names every kind deleteEstate deletes: liabilities, deadlines and the court-accounts record too', () => {
    const counts = Object.fromEntries(ESTATE_CHILDREN.map((e) => [e, 2]));
    expect(describeEstateCascade(counts)).toBe(
      'This also deletes its 2 accounts, 2 assets, 2 parties, 2 transactions, 2 documents, 2 deadlines, ' +
        '2 liabilities and 2 court accounts records.',
    );
    expect([...cascadeChildrenOf('estates')].sort()).toEqual([...ESTATE_CHILDREN].sort());
  });

  it('says nothing when the estate owns nothing', () => {
    expect(describeEstateCascade({})).toBe('');
    expect(describeEstateCascade({ assets: 0 })).toBe('');
  });
});
