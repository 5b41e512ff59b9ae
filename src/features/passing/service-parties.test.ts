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

  it('names each person served and why, for the notice', () => {
    expect(servedPersons(service)).toEqual([
      { name: 'Emily Chen', capacity: 'beneficiary, outside Ontario' },
      { name: 'Leo Chen', capacity: 'beneficiary' },
      { name: 'SickKids Foundation', capacity: 'beneficiary' },
      { name: 'Toronto Hydro', capacity: 'creditor, claim amount unknown' },
      { name: 'The Children’s Lawyer', capacity: 'served for Leo Chen' },
      { name: 'The Public Guardian and Trustee', capacity: 'served for SickKids Foundation' },
    ]);
  });
});
