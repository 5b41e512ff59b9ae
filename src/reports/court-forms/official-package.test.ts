import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { officialPackages, serviceList } from '../../domain/rules/ontario/index.ts';
import { estateAccountsModel } from '../models/estate-accounts.ts';
import { courtFormInput } from './input.ts';
import { buildOfficialPackage } from './official-package.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

const input = courtFormInput({ ...WORKED_PASSING, hearingDate: '2027-06-14' });
const accounts = estateAccountsModel(WORKED_PASSING);
const beneficiary = { role: 'beneficiary', contactInfo: 'Kingston, ON' };
const [lawyer, pgt] = officialPackages(
  serviceList([
    { _id: 'a', name: 'Ava Minor', minor: true, ...beneficiary },
    { _id: 'b', name: 'Grandchildren not yet born', unknown: true, ...beneficiary },
    { _id: 'c', name: 'SickKids Foundation', relationshipToDeceased: 'Charity', ...beneficiary },
    { _id: 'd', name: 'Uncle Ray', incapable: true, ...beneficiary },
  ]),
);
const officials = ['The Children’s Lawyer', 'The Public Guardian and Trustee'];

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(bytes.slice(), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('the package served on an official', () => {
  it('the Children’s Lawyer’s: a letter naming the minor and the unborn, then the notice, the accounts and the draft judgment', async () => {
    const file = await buildOfficialPackage('pdf', input, accounts, lawyer!, officials);
    expect(file.fileName).toMatch(/-Letter-to-Childrens-Lawyer-with-documents-served\.pdf$/);
    const text = await pdfText(file.bytes);
    const order = [
      'The Children’s Lawyer',
      'on behalf of:',
      'Ava Minor: a minor',
      'Grandchildren not yet born: unborn or unascertained',
      'Enclosed, as for every person served:',
      'Notice of application to pass accounts (Form 74.44)',
      'A copy of the estate accounts',
      'A copy of the draft judgment (Form 74.50)',
      'on or before',
      'FORM 74.44',
      'Accounts of the estate trustee',
      'FORM 74.50',
    ].map((s) => text.replace(/['’]/g, '’').indexOf(s.replace(/['’]/g, '’')));
    expect(
      order.every((i) => i >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Only what the Rules name: no will, no certificate, and not the other office's people.
    expect(text).not.toMatch(/copy of the will|certificate of appointment/i);
    expect(text).not.toContain('SickKids Foundation:');
    expect(text).not.toContain('SUPERIOR COURT OF JUSTICE LETTER');
  });

  it('the Public Guardian and Trustee’s names the charity and the incapable person with no attorney', async () => {
    const file = await buildOfficialPackage('pdf', input, accounts, pgt!, officials);
    const text = await pdfText(file.bytes);
    expect(text).toContain('The Public Guardian and Trustee');
    expect(text).toContain('SickKids Foundation: a charity');
    expect(text).toContain('Uncle Ray: mentally incapable, with no attorney or guardian of property');
    expect(text).not.toContain('Ava Minor');
  });

  it('in Word, the letter alone, with the same people and enclosures', async () => {
    const file = await buildOfficialPackage('docx', input, accounts, lawyer!, officials);
    expect(file.fileName).toMatch(/-Letter-to-Childrens-Lawyer\.docx$/);
    const xml = strFromU8(unzipSync(file.bytes)['word/document.xml'] as Uint8Array);
    for (const s of ['Ava Minor: a minor', 'A copy of the draft judgment (Form 74.50)', 'r. 74.18(3)'])
      expect(xml).toContain(s);
    expect(xml).not.toContain('FORM 74.44');
  });
});
