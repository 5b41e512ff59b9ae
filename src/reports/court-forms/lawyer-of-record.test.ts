import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { officialPackages, serviceList } from '../../domain/rules/ontario/index.ts';
import { estateAccountsModel } from '../models/estate-accounts.ts';
import { buildCourtForm } from './build.ts';
import { courtForm } from './forms.ts';
import { courtFormInput } from './input.ts';
import { BLANK, COURT_FORM_KINDS, type CourtFormKind } from './model.ts';
import { buildOfficialPackage } from './official-package.ts';
import { WORKED_FIRM, WORKED_PASSING } from './worked-forms.fixture.ts';

/**
 * The lawyer of record and the firm print on every document the applicant files and on the
 * letters to the officials, from the firm's record and the estate (docs/behaviour.md#firm-details;
 * r. 4.02(2)(c), 4.02(3)(f), Form 4C): no blank for anything the firm knows.
 */
const input = courtFormInput({ ...WORKED_PASSING, hearingDate: '2027-06-14' });
const officials = ['The Children’s Lawyer', 'The Public Guardian and Trustee'];
const THE_LAWYER = [
  'Limestone Estates Law LLP',
  '85 King Street East, Suite 300',
  'Kingston, ON K7L 2Z3',
  'Grace Osei (LSO No. 54321K)',
  'Telephone: 613-555-0142',
  'Email: grace.osei@limestone-law.example',
];
const flat = (s: string) => s.replace(/\s+/g, ' ');
const pdfText = async (bytes: Uint8Array) =>
  flat((await extractText(bytes.slice(), { mergePages: true })).text);
const docxText = (bytes: Uint8Array) =>
  flat(
    strFromU8(unzipSync(bytes)['word/document.xml'] as Uint8Array)
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );

/** The documents the applicant files; the others are made by a person served, whose lawyer is their own. */
const APPLICANTS: CourtFormKind[] = [
  'affidavit-verifying-accounts',
  'notice-of-application',
  'affidavit-of-service',
  'lawyer-certificate-of-service',
  'service-list',
  'affidavit-in-support',
  'lawyer-certificate',
  'draft-judgment',
  'costs-outline',
  'contested-judgment',
];

describe('the lawyer of record on the court documents', () => {
  it('reads the lawyer from the estate and the firm’s record, the lawyer’s email before the firm’s', () => {
    expect(input.lawyer).toEqual({
      name: 'Grace Osei',
      lsoNumber: '54321K',
      firmName: 'Limestone Estates Law LLP',
      addressLines: ['85 King Street East, Suite 300', 'Kingston, ON  K7L 2Z3'],
      telephone: '613-555-0142',
      email: 'grace.osei@limestone-law.example',
    });
    const noLawyer = courtFormInput({
      ...WORKED_PASSING,
      estate: { ...WORKED_PASSING.estate, lawyerOfRecord: null },
    });
    expect(noLawyer.lawyer).toBeNull();
  });

  for (const kind of APPLICANTS) {
    it(`${kind}: the backsheet prints the lawyer, with nothing left blank in the lawyer's block (PDF and Word)`, async () => {
      const form = courtForm(kind, input, { officials });
      expect(form.backsheet.lawyer.join('\n')).not.toContain(BLANK);
      const pdf = await pdfText((await buildCourtForm(kind, 'pdf', input, { officials })).bytes);
      const back = pdf.slice(pdf.lastIndexOf('PROCEEDING COMMENCED AT'));
      for (const s of THE_LAWYER) expect(back).toContain(s);
      expect(back).toMatch(/Lawyer for the applicant/);
      const word = docxText((await buildCourtForm(kind, 'docx', input, { officials })).bytes);
      for (const s of THE_LAWYER) expect(word).toContain(s);
    });
  }

  it('the forms a person served makes keep their own lawyer’s lines blank, and are addressed to the firm', () => {
    for (const kind of COURT_FORM_KINDS.filter((k) => !APPLICANTS.includes(k))) {
      const form = courtForm(kind, input, { officials });
      expect(form.backsheet.lawyer[0], kind).toBe(`Name of the lawyer (LSO No. ${BLANK})`);
      const to = form.paragraphs.find((p) => p.text.startsWith('TO: '))?.text ?? '';
      expect(to, kind).toContain('Grace Osei (LSO No. 54321K), Limestone Estates Law LLP');
      expect(to, kind).toContain('85 King Street East, Suite 300, Kingston, ON  K7L 2Z3');
    }
  });

  it('the notice gives the lawyer as the applicant’s address for service', () => {
    const lines = courtForm('notice-of-application', input).signatures.flatMap((b) => b.lines);
    expect(lines).toContain(
      'Lawyer for the applicant: Grace Osei (LSO No. 54321K), Limestone Estates Law LLP',
    );
    expect(lines).toContain('Address for service: 85 King Street East, Suite 300, Kingston, ON  K7L 2Z3');
    expect(lines).toContain('Telephone: 613-555-0142   Email: grace.osei@limestone-law.example');
  });

  it('the lawyer’s certificate is given and signed by the lawyer of record, dated', () => {
    const form = courtForm('lawyer-certificate', input);
    expect(form.paragraphs[0]?.text).toMatch(/^I, Grace Osei, lawyer for Anne Ramsay/);
    expect(form.signatures.flatMap((b) => b.lines)).toEqual(
      expect.arrayContaining(['Date: March 20, 2025', 'Name: Grace Osei (LSO No. 54321K)']),
    );
  });

  it('with no lawyer known (the checks not run), the lines are left blank, never "undefined"', () => {
    const bare = courtFormInput({ ...WORKED_PASSING, firm: null });
    const form = courtForm('notice-of-application', bare);
    expect(form.backsheet.lawyer.slice(0, 3)).toEqual([
      `Name of the lawyer (LSO No. ${BLANK})`,
      `Address: ${BLANK}`,
      `Telephone: ${BLANK}   Email: ${BLANK}`,
    ]);
  });
});

describe('the letters to the officials, on the firm’s letterhead, signed by the lawyer of record', () => {
  const accounts = estateAccountsModel(WORKED_PASSING);
  const beneficiary = { role: 'beneficiary', contactInfo: 'Kingston, ON' };
  const packages = officialPackages(
    serviceList([
      { _id: 'a', name: 'Ava Minor', minor: true, ...beneficiary },
      { _id: 'c', name: 'SickKids Foundation', relationshipToDeceased: 'Charity', ...beneficiary },
    ]),
  );

  it('has a package for each official', () => expect(packages).toHaveLength(2));

  for (const pkg of packages) {
    it(`${pkg.name}: letterhead, date, signature with the LSO number, in PDF and Word`, async () => {
      for (const format of ['pdf', 'docx'] as const) {
        const file = await buildOfficialPackage(format, input, accounts, pkg, officials);
        const text = format === 'pdf' ? await pdfText(file.bytes) : docxText(file.bytes);
        const letter = text.slice(0, text.indexOf('Lawyer for the applicant') + 30);
        // The letterhead comes first, then the date.
        expect(letter.indexOf(WORKED_FIRM.name), format).toBe(text.indexOf(WORKED_FIRM.name));
        expect(letter.indexOf(WORKED_FIRM.name)).toBeLessThan(letter.indexOf('March 20, 2025'));
        for (const s of THE_LAWYER) expect(letter, `${format}: ${s}`).toContain(s);
        expect(letter).toMatch(
          /Yours truly, LIMESTONE ESTATES LAW LLP Grace Osei \(LSO No\. 54321K\) Lawyer for the applicant/,
        );
        // Without the firm's address for serving the office, only that is left for the lawyer.
        expect(letter.split(BLANK).length - 1, format).toBe(1);
      }
    });
  }

  it('addressed where the firm serves the office, the letter has no blank at all', async () => {
    const pgt = packages.find((p) => p.official === 'public-guardian-and-trustee')!;
    const at = '595 Bay Street, Suite 800\nToronto, ON  M5G 2M6';
    for (const format of ['pdf', 'docx'] as const) {
      const file = await buildOfficialPackage(format, input, accounts, pgt, officials, at);
      const text = format === 'pdf' ? await pdfText(file.bytes) : docxText(file.bytes);
      const letter = text.slice(0, text.indexOf('Lawyer for the applicant') + 30);
      expect(letter, format).toContain(
        'The Public Guardian and Trustee 595 Bay Street, Suite 800 Toronto, ON M5G 2M6',
      );
      expect(letter, format).not.toContain(BLANK);
    }
  });
});
