import { describe, expect, it } from 'vitest';
import { partyHasRole, partyRoles, roleFields } from './party-roles.ts';

describe('a party’s roles', () => {
  it('reads an old record’s one role, beneficiary when none is kept', () => {
    expect(partyRoles({ role: 'executor' })).toEqual(['executor']);
    expect(partyRoles({})).toEqual(['beneficiary']);
    expect(partyHasRole({ role: 'creditor' }, 'beneficiary')).toBe(false);
  });

  it('answers each of several roles, whichever is first', () => {
    const dana = { role: 'beneficiary', roles: ['beneficiary', 'executor'] };
    expect(partyHasRole(dana, 'executor')).toBe(true);
    expect(partyHasRole(dana, 'beneficiary')).toBe(true);
    expect(partyHasRole(dana, 'creditor')).toBe(false);
    // `role` counts even when a list leaves it out, and an unknown word is no role.
    expect(partyRoles({ role: 'executor', roles: ['beneficiary', 'nonsense'] })).toEqual([
      'beneficiary',
      'executor',
    ]);
  });

  it('saves the first role as `role` and the list only when there are several', () => {
    expect(roleFields(['executor', 'beneficiary'])).toEqual({
      role: 'beneficiary',
      roles: ['beneficiary', 'executor'],
    });
    expect(roleFields(['creditor'])).toEqual({ role: 'creditor', roles: null });
    expect(roleFields([])).toEqual({ role: 'beneficiary', roles: null });
  });
});

describe('the party schema keeps old records and outboxes valid', () => {
  it('takes a record with one role, and one with several roles, a share and an address', async () => {
    const v = await import('valibot');
    const { PartyBody } = await import('../schemas/entities/party.ts');
    const estate = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(v.safeParse(PartyBody, { estate, name: 'Old', role: 'beneficiary' }).success).toBe(true);
    const both = v.safeParse(PartyBody, {
      estate,
      name: 'Dana Chen',
      role: 'beneficiary',
      roles: ['beneficiary', 'executor'],
      shareOfEstate: 5000,
      shareFraction: { numerator: 1, denominator: 2 },
      address: { line1: '1207 Beach Avenue', city: 'Vancouver', region: 'BC', postalCode: 'V6E 1V3' },
      representative: {
        name: 'Ngozi Okafor',
        capacity: 'estate trustee',
        address: { line1: '15 Elm Street', city: 'Ottawa', region: 'ON' },
      },
    });
    expect(both.success).toBe(true);
    expect(v.safeParse(PartyBody, { estate, name: 'X', roles: ['executor', 'executor'] }).success).toBe(
      false,
    );
    expect(v.safeParse(PartyBody, { estate, name: 'X', roles: ['trustee'] }).success).toBe(false);
    // An address needs its street and city.
    expect(
      v.safeParse(PartyBody, { estate, name: 'X', address: { line1: '', city: 'Ottawa' } }).success,
    ).toBe(false);
  });
});
