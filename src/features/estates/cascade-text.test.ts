import { describe, expect, it } from 'vitest';
import { describeCascade } from './cascade-text.ts';

const none = { transactions: 0, assets: 0, parties: 0, documents: 0, accounts: 0 };

describe('describeCascade', () => {
  it('lists what else goes, in a fixed order, singular or plural', () => {
    expect(describeCascade({ ...none, transactions: 1, parties: 1, accounts: 1 })).toBe(
      'This also deletes its 1 account, 1 party or beneficiary and 1 transaction.',
    );
    expect(describeCascade({ ...none, accounts: 1 })).toBe('This also deletes its 1 account.');
    expect(describeCascade({ ...none, assets: 7, documents: 2 })).toBe(
      'This also deletes its 7 assets and 2 documents.',
    );
  });

  it('says nothing when the estate owns nothing', () => {
    expect(describeCascade(none)).toBe('');
  });
});
