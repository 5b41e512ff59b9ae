import { describe, expect, it } from 'vitest';
import { estateAccountsModel } from '../models/estate-accounts.ts';
import { buildApplicationRecordPdf } from './application-record.ts';
import { courtFormInput } from './input.ts';
import { pagesOf } from './pdf-pages.fixture.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

describe('the application record, one PDF', () => {
  it('indexes every document at the page it starts on, numbers the pages and ends with its backsheet', async () => {
    const input = courtFormInput(WORKED_PASSING);
    const { bytes, index } = buildApplicationRecordPdf(input, estateAccountsModel(WORKED_PASSING), [
      'The Public Guardian and Trustee',
    ]);
    const pages = await pagesOf(bytes);
    expect(index.map((e) => e.title)).toEqual([
      'Form 74.44: Notice of Application to Pass Accounts',
      'Form 74.43: Affidavit Verifying Estate Accounts',
      'Exhibit "A": the accounts of the estate',
      'Copy of certificate of appointment of estate trustee (to be added before filing)',
      'Form 16B.1: Lawyer’s Certificate of Service',
      'Form 74.47: Affidavit in Support of Unopposed Judgment on Passing of Accounts',
      'Rule 74.18: Certificate of the Lawyer',
      // The draft judgment in duplicate (r. 74.18); no blank costs outline (Form 57B) bound in.
      'Form 74.50: Judgment on Passing of Accounts (Unopposed)',
      'Form 74.50: Judgment on Passing of Accounts (Unopposed) (duplicate)',
    ]);
    // The index is the first page; each entry's page starts that document.
    expect(pages[0]).toContain('APPLICATION RECORD');
    expect(pages[0]).toContain('INDEX');
    expect(index[0]?.page).toBe(2);
    for (const e of index) {
      // Tab, page and the title's first words, as the index row reads.
      expect(pages[0]).toContain(
        `${e.tab} ${e.page} ${e.title.replace('’', "'").split(' ').slice(0, 4).join(' ')}`,
      );
      const page = pages[e.page - 1] ?? '';
      expect(page, e.title).toContain(`Page ${e.page}`);
      const [number, title] = e.title.split(': ');
      if (e.title.startsWith('Copy of certificate')) expect(page).toContain('To be added before filing');
      else if (number?.startsWith('Exhibit'))
        expect(page).toContain('This is Exhibit "A" referred to in the affidavit of');
      else expect(page, e.title).toContain(`${number?.toUpperCase()} `);
      if (title && !number?.startsWith('Exhibit'))
        expect(page).toContain(
          title
            .replace(/ \(duplicate\)$/, '')
            .replace('’', "'")
            .toUpperCase(),
        );
    }
    // The accounts follow their exhibit page, with their own heading.
    const exhibit = index.find((e) => e.title.startsWith('Exhibit'))!;
    expect(pages[exhibit.page]).toContain('Accounts of the estate trustee');
    // Pages in order, and the record's backsheet last (not numbered).
    for (const [i, p] of pages.slice(0, -1).entries()) expect(p).toContain(`Page ${i + 1}`);
    const back = pages.at(-1) ?? '';
    expect(back).toContain('APPLICATION RECORD');
    expect(back).toContain('PROCEEDING COMMENCED AT KINGSTON');
    expect(back).not.toContain(`Page ${pages.length}`);
  });
});
