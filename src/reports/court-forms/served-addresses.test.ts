import { describe, expect, it } from 'vitest';
import { courtForm } from './forms.ts';
import { courtFormInput } from './input.ts';
import { BLANK, type CourtForm, type ServedPerson } from './model.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

const SERVED: ServedPerson[] = [
  {
    name: 'Emily Chen',
    capacity: 'beneficiary, outside Ontario',
    address: '1207 Beach Avenue, Vancouver, BC  V6E 1V3',
    partyId: 'emily',
  },
  {
    name: 'Ngozi Okafor, estate trustee of Estate of Grace Okafor',
    capacity: 'beneficiary',
    address: '15 Elm Street, Ottawa, ON  K1P 5G4',
    partyId: 'grace',
    servedOn: 'Ngozi Okafor',
    onBehalfOf: 'Estate of Grace Okafor',
  },
  { name: 'The Public Guardian and Trustee', capacity: 'served for SickKids Foundation', address: null },
];
const input = { ...courtFormInput(WORKED_PASSING), served: SERVED, mailingDate: '2026-12-01' };
const lines = (form: CourtForm) => form.paragraphs.map((p) => p.text);

describe('the addresses of those served, in Forms 74.44 and 16B and the service list', () => {
  it('Form 74.44 addresses each person served at their address, the person served for a party by name', () => {
    const text = lines(courtForm('notice-of-application', input));
    expect(text).toContain(
      'Emily Chen (beneficiary, outside Ontario), at 1207 Beach Avenue, Vancouver, BC  V6E 1V3',
    );
    expect(text).toContain(
      'Ngozi Okafor, estate trustee of Estate of Grace Okafor (beneficiary), at 15 Elm Street, Ottawa, ON  K1P 5G4',
    );
    expect(text).toContain('The Public Guardian and Trustee (served for SickKids Foundation)');
    expect(text.join('\n')).not.toMatch(/\), at _{10}/);
  });

  it('Form 16B lists the same people at the same addresses: no blank where the address is known', () => {
    const text = lines(courtForm('affidavit-of-service', input));
    expect(text).toContain(
      'Emily Chen (beneficiary, outside Ontario), at 1207 Beach Avenue, Vancouver, BC  V6E 1V3',
    );
    expect(text).toContain(
      'Ngozi Okafor, estate trustee of Estate of Grace Okafor (beneficiary), at 15 Elm Street, Ottawa, ON  K1P 5G4',
    );
    expect(text.join('\n')).not.toMatch(/\), at _{10}/);
  });

  it('a party served with no address prints a blank (the court checks stop the documents before)', () => {
    const without = { ...input, served: [{ name: 'Adaeze Okafor', capacity: 'beneficiary', partyId: 'a' }] };
    expect(lines(courtForm('affidavit-of-service', without))).toContain(
      `Adaeze Okafor (beneficiary), at ${BLANK}`,
    );
  });

  it('the service list is a document of its own: each person served, numbered, at their address, mailed on the day chosen', () => {
    const form = courtForm('service-list', input);
    expect(form.formNumber).toBe('Service List');
    expect(form.fileBaseName).toBe(
      'Estate-of-Eleanor-Ramsay-Service-List-Persons-Served-and-Their-Addresses',
    );
    const text = lines(form);
    expect(text[0]).toContain('by regular lettermail on December 1, 2026 to the address given for each:');
    expect(text).toContain(
      '1. Emily Chen (beneficiary, outside Ontario), at 1207 Beach Avenue, Vancouver, BC  V6E 1V3',
    );
    expect(text).toContain(
      '2. Ngozi Okafor, estate trustee of Estate of Grace Okafor (beneficiary), at 15 Elm Street, Ottawa, ON  K1P 5G4',
    );
    expect(text).toContain('3. The Public Guardian and Trustee (served for SickKids Foundation)');
    expect(text.some((l) => l.startsWith('Lawyer for the applicant: '))).toBe(true);
    expect(text.join('\n')).not.toContain(BLANK);
  });
});
