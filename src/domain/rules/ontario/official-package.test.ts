import { describe, expect, it } from 'vitest';
import { officialPackages, SERVED_DOCUMENTS } from './official-package.ts';
import { type ServiceParty, serviceList } from './passing-service.ts';

const party = (name: string, facts: Partial<ServiceParty> = {}): ServiceParty => ({
  _id: name,
  name,
  role: 'beneficiary',
  contactInfo: 'Ottawa, ON',
  ...facts,
});

describe('what goes to the Children’s Lawyer and the Public Guardian and Trustee', () => {
  it.each([
    ['a minor', { minor: true }, 'The Children’s Lawyer', 'a minor'],
    [
      'an unborn or unascertained person',
      { unknown: true },
      'The Children’s Lawyer',
      'unborn or unascertained',
    ],
    ['a charity', { relationshipToDeceased: 'Charity' }, 'The Public Guardian and Trustee', 'a charity'],
    [
      'an incapable person with no attorney',
      { incapable: true },
      'The Public Guardian and Trustee',
      'mentally incapable, with no attorney or guardian of property',
    ],
  ] as const)('%s: a package for the office, naming the person and why', (_, facts, office, why) => {
    const packages = officialPackages(serviceList([party('Adult'), party('P', facts)]));
    expect(packages).toEqual([{ official: expect.any(String), name: office, actsFor: [{ name: 'P', why }] }]);
  });

  it('no package for an incapable person whose attorney is served instead, nor for adults', () => {
    const list = serviceList([
      party('Adult'),
      party('Q', { incapable: true, representative: { name: 'R', capacity: 'attorney for property' } }),
    ]);
    expect(officialPackages(list)).toEqual([]);
  });

  it('one package per office, each listing everyone it is served for, both reasons of one person together', () => {
    const list = serviceList([
      party('Minor and unborn class', { minor: true, unknown: true }),
      party('SickKids', { relationshipToDeceased: 'charity' }),
      party('Kid', { minor: true }),
    ]);
    const [lawyer, pgt] = officialPackages(list);
    expect(lawyer?.actsFor).toEqual([
      { name: 'Minor and unborn class', why: 'a minor; unborn or unascertained' },
      { name: 'Kid', why: 'a minor' },
    ]);
    expect(pgt?.actsFor).toEqual([{ name: 'SickKids', why: 'a charity' }]);
  });

  it('encloses what every person served receives under rule 74.18(3), and nothing the Rules do not name', () => {
    expect(SERVED_DOCUMENTS).toEqual([
      'Notice of application to pass accounts (Form 74.44)',
      'A copy of the estate accounts',
      'A copy of the draft judgment (Form 74.50)',
    ]);
  });
});
