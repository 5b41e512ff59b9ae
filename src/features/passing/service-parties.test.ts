import { describe, expect, it } from 'vitest';
import { creditorClaim, passingService, servedPersons } from './service-parties.ts';

describe('creditor claims from liability records', () => {
  const payments = new Map([
    ['pay-1', 100_000],
    ['pay-2', 25_040],
  ]);
  it('is owing what the amounts at death exceed the linked payments', () => {
    expect(
      creditorClaim('visa', [{ party: 'visa', amountAtDeath: 250_080, paidBy: ['pay-1'] }], payments),
    ).toEqual({ status: 'owing', amount: 150_080 });
  });
  it('is paid when the linked payments cover it, and unknown without a liability', () => {
    expect(
      creditorClaim(
        'visa',
        [{ party: 'visa', amountAtDeath: 125_040, paidBy: ['pay-1', 'pay-2'] }],
        payments,
      ),
    ).toEqual({ status: 'paid' });
    expect(creditorClaim('visa', [{ party: 'hydro', amountAtDeath: 5 }], payments)).toEqual({
      status: 'unknown',
    });
    expect(
      creditorClaim(
        'visa',
        [{ party: 'visa', amountAtDeath: 5, deletedAt: '2026-01-01T00:00:00Z' }],
        payments,
      ),
    ).toEqual({ status: 'unknown' });
  });
  it('never reads the notes', () => {
    const service = passingService([
      { _id: 'visa', name: 'RBC Visa', role: 'creditor', notes: 'Balance at death $3,412.18, paid.' },
    ]);
    expect(service.claims.get('visa')).toEqual({ status: 'unknown' });
    expect(service.paidCreditors).toEqual([]);
  });
});

describe('the passing service list from parties', () => {
  const parties = [
    { _id: 'e', name: 'David Chen', role: 'executor' },
    {
      _id: 'a',
      name: 'Emily Chen',
      role: 'beneficiary',
      relationshipToDeceased: 'Child',
      outsideOntario: true,
    },
    { _id: 'b', name: 'SickKids Foundation', role: 'beneficiary', relationshipToDeceased: 'Charity' },
    { _id: 'c', name: 'Leo Chen', role: 'beneficiary', minor: true },
    { _id: 'd', name: 'RBC Visa', role: 'creditor' },
    { _id: 'f', name: 'Toronto Hydro', role: 'creditor' },
    { _id: 'g', name: 'Gone', role: 'beneficiary', deletedAt: '2026-01-01T00:00:00Z' },
  ];
  const service = passingService(
    parties,
    [{ party: 'd', amountAtDeath: 341_218, paidBy: ['visa-payment'] }],
    new Map([['visa-payment', 341_218]]),
  );

  it('serves beneficiaries and creditors not known to be paid; flags the officials', () => {
    expect(service.list.entries.map((e) => e.name)).toEqual([
      'Emily Chen',
      'Leo Chen',
      'SickKids Foundation',
      'Toronto Hydro',
    ]);
    expect(service.paidCreditors.map((p) => p.name)).toEqual(['RBC Visa']);
    expect(service.list.officials.map((o) => [o.official, o.for])).toEqual([
      ['childrens-lawyer', ['Leo Chen']],
      ['public-guardian-and-trustee', ['SickKids Foundation']],
    ]);
    expect(service.list.anyOutsideOntario).toBe(true);
  });

  it('names each person served and why, for the notice, with the address it is mailed to', () => {
    expect(servedPersons(service)).toEqual([
      { name: 'Emily Chen', capacity: 'beneficiary, outside Ontario', address: null, partyId: 'a' },
      { name: 'Leo Chen', capacity: 'beneficiary', address: null, partyId: 'c' },
      { name: 'SickKids Foundation', capacity: 'beneficiary', address: null, partyId: 'b' },
      { name: 'Toronto Hydro', capacity: 'creditor, claim amount unknown', address: null, partyId: 'f' },
      { name: 'The Children’s Lawyer', capacity: 'served for Leo Chen', address: null },
      { name: 'The Public Guardian and Trustee', capacity: 'served for SickKids Foundation', address: null },
    ]);
    // An official is served where the firm records it serves that office (Firm details).
    const pgt = '595 Bay Street, Suite 800, Toronto, ON  M5G 2M6';
    expect(servedPersons(service, { 'public-guardian-and-trustee': pgt }).at(-1)).toEqual({
      name: 'The Public Guardian and Trustee',
      capacity: 'served for SickKids Foundation',
      address: pgt,
    });
    // None of the parties served has an address: each stops the documents until one is entered.
    expect(service.list.unaddressed.map((u) => u.name)).toEqual([
      'Emily Chen',
      'Leo Chen',
      'SickKids Foundation',
      'Toronto Hydro',
    ]);
  });
});

describe('a party with several roles, addresses, and the person served for a party', () => {
  const vancouver = { line1: '1207 Beach Avenue', city: 'Vancouver', region: 'BC', postalCode: 'V6E 1V3' };
  const toronto = { line1: '48 Albany Avenue', city: 'Toronto', region: 'ON', postalCode: 'M5R 3C3' };
  it('never serves the applicant on themself, even when also a beneficiary; prints each address', () => {
    const service = passingService([
      {
        _id: 'd',
        name: 'Dana Chen',
        role: 'beneficiary',
        roles: ['beneficiary', 'executor'],
        address: toronto,
      },
      { _id: 'e', name: 'Emily Chen', role: 'beneficiary', address: vancouver },
    ]);
    expect(service.list.entries.map((e) => e.name)).toEqual(['Emily Chen']);
    expect(service.list.notServed).toEqual([
      { partyId: 'd', name: 'Dana Chen', why: 'the applicant, who is not served on themself' },
    ]);
    expect(servedPersons(service)[0]).toEqual({
      name: 'Emily Chen',
      capacity: 'beneficiary, outside Ontario',
      address: '1207 Beach Avenue, Vancouver, BC  V6E 1V3',
      partyId: 'e',
    });
    expect(service.list.anyOutsideOntario).toBe(true);
    expect(service.list.unaddressed).toEqual([]);
  });

  it('serves an estate through the applicant only as an error to fix; then on the person named, at their address', () => {
    const grace = {
      _id: 'g',
      name: 'Estate of Grace Okafor',
      role: 'beneficiary',
      representative: { name: 'Emeka Okafor', capacity: 'estate trustee' },
    };
    const emeka = { _id: 'e', name: 'Emeka Okafor', role: 'executor', roles: ['executor', 'beneficiary'] };
    const through = passingService([emeka, grace]);
    expect(through.list.conflicts).toEqual([
      { partyId: 'g', name: 'Estate of Grace Okafor', applicant: 'Emeka Okafor' },
    ]);
    // The conflict is the one thing to fix: no second error for the estate's missing address.
    expect(through.list.unaddressed).toEqual([]);
    const named = passingService([
      emeka,
      {
        ...grace,
        representative: { name: 'Ngozi Okafor', capacity: 'estate trustee', address: toronto },
      },
    ]);
    expect(named.list.conflicts).toEqual([]);
    expect(servedPersons(named)).toEqual([
      {
        name: 'Ngozi Okafor, estate trustee of Estate of Grace Okafor',
        capacity: 'beneficiary',
        address: '48 Albany Avenue, Toronto, ON  M5R 3C3',
        partyId: 'g',
        servedOn: 'Ngozi Okafor',
        onBehalfOf: 'Estate of Grace Okafor',
      },
    ]);
    // The person served has no address yet: that stops the documents, naming them.
    const noAddress = passingService([
      emeka,
      { ...grace, address: toronto, representative: { name: 'Ngozi Okafor', capacity: 'estate trustee' } },
    ]);
    expect(noAddress.list.unaddressed).toEqual([
      { partyId: 'g', name: 'Estate of Grace Okafor', servedOn: 'Ngozi Okafor' },
    ]);
  });
});
