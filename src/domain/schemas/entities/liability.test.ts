import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.ts';
import { LiabilityBody } from './liability.ts';

const issuesOf = (input: unknown) =>
  Object.fromEntries(
    (v.safeParse(LiabilityBody, input).issues ?? []).map((i) => [v.getDotPath(i) ?? '', i.message]),
  );

describe('LiabilityBody', () => {
  const estate = uuidv7();

  it('takes a creditor, the amount at death in cents and the disbursements that paid it', () => {
    const paid = uuidv7();
    const out = v.parse(LiabilityBody, {
      estate,
      creditor: '  Visa ',
      amountAtDeath: 123_456,
      paidBy: [paid],
      party: uuidv7(),
      description: 'Card balance',
      notes: 'Statement of 2024-05-03',
    });
    expect(out).toMatchObject({ creditor: 'Visa', amountAtDeath: 123_456, paidBy: [paid] });
    expect(v.is(LiabilityBody, { estate, creditor: 'Hydro One', amountAtDeath: 0 })).toBe(true);
  });

  it('says what is wrong, field by field', () => {
    expect(issuesOf({ estate, creditor: ' ', amountAtDeath: 12.5 })).toEqual({
      creditor: 'Creditor is required',
      amountAtDeath: 'Must be a whole number of cents',
    });
    expect(issuesOf({ estate, creditor: 'Visa' })).toMatchObject({ amountAtDeath: expect.any(String) });
    expect(issuesOf({ estate, creditor: 'Visa', amountAtDeath: -1 })).toEqual({
      amountAtDeath: 'Must not be negative',
    });
    expect(issuesOf({ estate, creditor: 'Visa', amountAtDeath: 1, paidBy: ['not-an-id'] })).toEqual({
      'paidBy.0': 'Must be a valid id',
    });
    expect(issuesOf({ estate, creditor: 'Visa', amountAtDeath: 1, balance: 3 })).toHaveProperty('balance');
  });
});
