import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { estateAccountsModel } from '../models/estate-accounts.ts';
import { CERTIFICATE_MISSING_NOTE, CERTIFICATE_TITLE, PRIOR_JUDGMENT_TITLE } from './application-record.ts';
import { courtFormInput } from './input.ts';
import { pagesOf } from './pdf-pages.fixture.ts';
import { buildApplicationRecord, CopyRefused } from './record-merge.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

/** A PDF of the given pages' text, as a scanned or downloaded copy would be. */
async function pdfOf(pages: string[], rotate = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    page.drawText(text, { x: 60, y: 700, size: 14, font });
    if (rotate) page.setRotation({ type: 'degrees', angle: rotate } as never);
  }
  return pdf.save();
}

/** A 2 × 1 pixel PNG, written by hand (a photographed certificate). */
function png(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Uint8Array) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new DataView(new ArrayBuffer(12 + data.length));
    out.setUint32(0, data.length);
    new Uint8Array(out.buffer).set(body, 4);
    out.setUint32(8 + data.length, crc(body));
    return new Uint8Array(out.buffer);
  };
  const ihdr = new DataView(new ArrayBuffer(13));
  ihdr.setUint32(0, 2);
  ihdr.setUint32(4, 1);
  ihdr.setUint8(8, 8);
  ihdr.setUint8(9, 2);
  const raw = new Uint8Array([0, 255, 0, 0, 0, 0, 255]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', new Uint8Array(ihdr.buffer)),
    ...chunk('IDAT', new Uint8Array(deflateSync(raw))),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

const input = courtFormInput(WORKED_PASSING);
const accounts = estateAccountsModel(WORKED_PASSING);
const officials = ['The Public Guardian and Trustee'];

describe('the application record with the copies of the certificate and the earlier judgment', () => {
  it('merges their pages at their place in the index, numbered as the index counts them', async () => {
    const certificate = await pdfOf([
      'CERTIFICATE OF APPOINTMENT sheet one',
      'CERTIFICATE OF APPOINTMENT sheet two',
    ]);
    const judgment = await pdfOf(['EARLIER JUDGMENT ON PASSING sheet one'], 90);
    const plain = await buildApplicationRecord(input, accounts, officials, {});
    const { bytes, index } = await buildApplicationRecord(input, accounts, officials, {
      certificate: { fileName: 'certificate.pdf', mimeType: 'application/pdf', bytes: certificate },
      priorJudgment: { fileName: 'judgment.pdf', mimeType: 'application/pdf', bytes: judgment },
    });
    const pages = await pagesOf(bytes);
    const plainPages = await pagesOf(plain.bytes);
    // The certificate's two pages and the judgment's one replace the one "to be added" page.
    expect(pages.length).toBe(plainPages.length + 2);
    const titles = index.map((e) => e.title);
    const exhibit = titles.indexOf('Exhibit "A": the accounts of the estate');
    expect(titles.slice(exhibit + 1, exhibit + 3)).toEqual([CERTIFICATE_TITLE, PRIOR_JUDGMENT_TITLE]);
    const cert = index.find((e) => e.title === CERTIFICATE_TITLE)!;
    const prior = index.find((e) => e.title === PRIOR_JUDGMENT_TITLE)!;
    expect(pages[cert.page - 1]).toContain('CERTIFICATE OF APPOINTMENT sheet one');
    expect(pages[cert.page - 1]).toContain(`Page ${cert.page}`);
    expect(pages[cert.page]).toContain('CERTIFICATE OF APPOINTMENT sheet two');
    expect(pages[cert.page]).toContain(`Page ${cert.page + 1}`);
    expect(prior.page).toBe(cert.page + 2);
    expect(pages[prior.page - 1]).toContain('EARLIER JUDGMENT ON PASSING sheet one');
    expect(pages[prior.page - 1]).toContain(`Page ${prior.page}`);
    // Every index entry still starts on the page it names, and every page but the backsheet is numbered in order.
    for (const e of index) {
      expect(pages[0]).toContain(`${e.tab} ${e.page}`);
      expect(pages[e.page - 1], e.title).toContain(`Page ${e.page}`);
    }
    for (const [i, p] of pages.slice(0, -1).entries()) expect(p).toContain(`Page ${i + 1}`);
    expect(pages.at(-1)).toContain('APPLICATION RECORD');
    const last = index.at(-1)!;
    expect(pages[last.page - 1]).toContain('FORM 74.50');
    // The entries after the copies moved on by the copies' pages.
    const after = plain.index.find((e) => e.title.startsWith('Form 16B'))!;
    expect(index.find((e) => e.title.startsWith('Form 16B'))?.page).toBe(after.page + 2);
  });

  it('keeps the certificate in the index, to be added, when none is chosen', async () => {
    const { bytes, index } = await buildApplicationRecord(input, accounts, officials, {});
    const pages = await pagesOf(bytes);
    const entry = index.find((e) => e.title.startsWith(CERTIFICATE_TITLE))!;
    expect(entry.title).toContain(CERTIFICATE_MISSING_NOTE);
    expect(pages[0]).toContain('to be added');
    expect(pages[entry.page - 1]).toContain('To be added before filing');
    expect(index.some((e) => e.title === PRIOR_JUDGMENT_TITLE)).toBe(false);
  });

  it('turns a photographed certificate (PNG) into a page of the record', async () => {
    const { bytes, index } = await buildApplicationRecord(input, accounts, officials, {
      certificate: { fileName: 'photo.png', mimeType: 'image/png', bytes: png() },
    });
    const pdf = await PDFDocument.load(bytes);
    const entry = index.find((e) => e.title === CERTIFICATE_TITLE)!;
    const plain = await buildApplicationRecord(input, accounts, officials, {});
    expect(pdf.getPageCount()).toBe((await PDFDocument.load(plain.bytes)).getPageCount());
    const pages = await pagesOf(bytes);
    expect(pages[entry.page - 1]).toContain(`Page ${entry.page}`);
    expect(pages[entry.page - 1]).not.toContain('To be added');
  });

  it('refuses a copy that is neither a PDF nor a JPEG or PNG, or a PDF it cannot read, saying what to do', async () => {
    const word = new TextEncoder().encode('PK\u0003\u0004 a Word file');
    await expect(
      buildApplicationRecord(input, accounts, officials, {
        certificate: { fileName: 'certificate.docx', mimeType: 'application/msword', bytes: word },
      }),
    ).rejects.toThrow(/certificate\.docx\) is not a PDF, JPEG or PNG file/);
    const broken = new TextEncoder().encode('%PDF-1.7\nnot really a pdf');
    const refused = buildApplicationRecord(input, accounts, officials, {
      priorJudgment: { fileName: 'judgment.pdf', mimeType: 'application/pdf', bytes: broken },
    });
    await expect(refused).rejects.toBeInstanceOf(CopyRefused);
    await expect(refused).rejects.toThrow(/judgment\.pdf\) could not be read as a PDF/);
  });
});
