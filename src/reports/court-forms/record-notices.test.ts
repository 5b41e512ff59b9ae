import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ReceivedNoticeItem } from '../../domain/schemas/index.ts';
import { estateAccountsModel } from '../models/estate-accounts.ts';
import { courtForm } from './forms.ts';
import { courtFormInput } from './input.ts';
import { pagesOf } from './pdf-pages.fixture.ts';
import { buildApplicationRecord } from './record-merge.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

const thomas = WORKED_PASSING.parties.find((p) => p.name === 'Thomas Ramsay')!;
const [pgtNotice, pgtCosts, thomasNotice] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
const received: ReceivedNoticeItem[] = [
  {
    id: pgtNotice,
    kind: 'non-participation',
    official: 'public-guardian-and-trustee',
    received: '2025-04-22',
  },
  {
    id: pgtCosts,
    kind: 'request-for-costs',
    official: 'public-guardian-and-trustee',
    received: '2025-04-23',
    amount: 90000,
  },
  { id: thomasNotice, kind: 'no-objection', party: thomas._id, received: '2025-04-24' },
];
const data = { ...WORKED_PASSING, courtRecord: { noticesReceived: received } };
const input = courtFormInput(data);
const accounts = estateAccountsModel(data);
const officials = ['The Public Guardian and Trustee'];

async function scanned(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText(text, { x: 60, y: 700, size: 14, font });
  return pdf.save();
}

describe('the record binds each official’s notice received, at its own tab', () => {
  it('a tab per official’s notice, before the affidavit in support; none for a beneficiary’s or one not received', async () => {
    const none = await buildApplicationRecord(
      courtFormInput(WORKED_PASSING),
      estateAccountsModel(WORKED_PASSING),
      officials,
    );
    expect(none.index.some((e) => /74\.46|74\.49/.test(e.title))).toBe(false);

    const { bytes, index } = await buildApplicationRecord(input, accounts, officials, {
      [`notice:${pgtNotice}`]: {
        fileName: 'pgt-notice.pdf',
        mimeType: 'application/pdf',
        bytes: await scanned('PGT NOTICE OF NON-PARTICIPATION as signed'),
      },
    });
    const titles = index.map((e) => e.title);
    const support = titles.findIndex((t) => t.startsWith('Form 74.47'));
    expect(titles.slice(support - 2, support)).toEqual([
      'Form 74.46.1: Notice of Non-Participation of the Public Guardian and Trustee, received April 22, 2025',
      'Form 74.49.1: Request for Costs of the Public Guardian and Trustee, received April 23, 2025',
    ]);
    expect(titles.join('\n')).not.toContain('Thomas Ramsay');
    const pages = await pagesOf(bytes);
    // The notice held as a document is merged in; the one not held has a page saying where it goes.
    const held = index[support - 2]!;
    expect(pages[held.page - 1]).toContain('PGT NOTICE OF NON-PARTICIPATION as signed');
    expect(pages[held.page - 1]).toContain(`Page ${held.page}`);
    const placeholder = index[support - 1]!;
    expect(pages[placeholder.page - 1]).toContain('The notice as received goes here');
    expect(pages[0]).toContain(`${placeholder.tab} ${placeholder.page} Form 74.49.1: Request for Costs`);
    for (const [i, p] of pages.slice(0, -1).entries()) expect(p).toContain(`Page ${i + 1}`);
  });

  it('the lawyer’s certificate (r. 74.18) lists the proof of service bound and each official’s notice received', () => {
    const text = courtForm('lawyer-certificate', input, { officials })
      .paragraphs.map((p) => p.text)
      .join('\n');
    expect(text).toContain('the lawyer’s certificate of service (Form 16B.1) of the notice of application');
    expect(text).toContain(
      'the notice of non-participation (Form 74.46.1) from the Public Guardian and Trustee, received April 22, 2025',
    );
    expect(text).toContain(
      'the request for costs (Form 74.49.1) from the Public Guardian and Trustee, received April 23, 2025',
    );
    expect(text).toContain('the draft judgment (Form 74.50), in duplicate');
    const bare = courtForm('lawyer-certificate', courtFormInput(WORKED_PASSING), {
      officials,
    }).paragraphs.map((p) => p.text);
    expect(bare.join('\n')).not.toContain('Form 74.46.1');
  });
});
