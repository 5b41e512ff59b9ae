import { describe, expect, it } from 'vitest';
import { creditorClaim, passingService, servedPersons } from './service-parties.ts';

describe('creditor claims read from notes', () => {
  it('finds an amount owing, before or after the word', () => {
    expect(creditorClaim({ notes: '$1,250.40 still owing on the card' })).toEqual({
      status: 'owing',
      amount: 125_040,
    });
    expect(creditorClaim({ notes: 'Outstanding balance $980' })).toEqual({ status: 'owing', amount: 98_000 });
  });
  it('takes "paid" as nothing owed, and anything else as unknown', () => {
    expect(creditorClaim({ notes: 'Balance at death $3,412.18, paid.' })).toEqual({ status: 'paid' });
    expect(creditorClaim({ notes: 'Invoice not paid yet' })).toEqual({ status: 'unknown' });
    expect(creditorClaim({})).toEqual({ status: 'unknown' });
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
    { _id: 'd', name: 'RBC Visa', role: 'creditor', notes: 'Balance at death $3,412.18, paid.' },
    { _id: 'f', name: 'Toronto Hydro', role: 'creditor' },
    { _id: 'g', name: 'Gone', role: 'beneficiary', deletedAt: '2026-01-01T00:00:00Z' },
  ];
  const service = passingService(parties);

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
