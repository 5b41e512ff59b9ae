import { degrees, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from '@pdfme/pdf-lib';
import type { ReportModel } from '../model.ts';
import { buildApplicationRecordPdf, type CopyKey, type RecordEntry } from './application-record.ts';
import type { CourtFormInput } from './model.ts';
import { FORM_SIZE } from './render-pdf.ts';

/**
 * The application record with the copies of the certificate of appointment, of the latest
 * judgment on a passing and of the officials' notices received merged in (r. 74.18(1); docs/court-forms.md#the-application-record): the
 * record is drawn with blank pages where each copy goes, and each blank page is replaced by the
 * copy's own page, stamped with the record's page number. Everything happens on the device.
 */

/** A document of the estate, as the device holds its content. */
export interface HeldCopy {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export type RecordCopyFiles = Partial<Record<CopyKey, HeldCopy | null>>;

/** A copy that cannot go into the record, with what the person should do. */
export class CopyRefused extends Error {
  override name = 'CopyRefused';
}

const LETTER = { width: 612, height: 792 } as const;
/** The margin kept round a photographed or scanned image turned into a page. */
const IMAGE_MARGIN = 54;

const LABELS: Record<'certificate' | 'priorJudgment', string> = {
  certificate: 'The certificate of appointment',
  priorJudgment: 'The judgment on the earlier passing',
};
const labelOf = (key: CopyKey) =>
  key.startsWith('notice:') ? 'The notice received' : LABELS[key as keyof typeof LABELS];

type Kind = 'pdf' | 'jpeg' | 'png';

/** The content's kind from its first bytes (a file's type as uploaded may be missing or wrong). */
function kindOf(bytes: Uint8Array): Kind | null {
  const b = (i: number) => bytes[i] ?? -1;
  // "%PDF" may follow a few bytes of junk; readers accept it within the first kilobyte.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'png';
  return null;
}

/** The copy as a PDF of its own: a PDF as it is, an image as one letter page fitted within margins. */
export async function copyAsPdf(key: CopyKey, copy: HeldCopy): Promise<PDFDocument> {
  const label = `${labelOf(key)} (${copy.fileName})`;
  const kind = kindOf(copy.bytes);
  if (!kind) {
    throw new CopyRefused(
      `${label} is not a PDF, JPEG or PNG file, so it cannot go into the record. Save or scan it as a PDF, upload that to the estate's documents and choose it.`,
    );
  }
  if (kind === 'pdf') {
    let pdf: PDFDocument;
    let pages = 0;
    try {
      pdf = await PDFDocument.load(copy.bytes, { updateMetadata: false });
      // A damaged file may load and fail only when its pages are read: read them now.
      pages = pdf.getPages().length;
    } catch {
      throw new CopyRefused(
        `${label} could not be read as a PDF (it may be damaged or password-protected). Save an unprotected copy as a PDF and choose that.`,
      );
    }
    if (pages === 0) throw new CopyRefused(`${label} has no pages.`);
    return pdf;
  }
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const image = kind === 'jpeg' ? await pdf.embedJpg(copy.bytes) : await pdf.embedPng(copy.bytes);
  // A landscape photograph goes on a landscape page, so it is not shrunk to a strip.
  const landscape = image.width > image.height;
  const page = pdf.addPage(landscape ? [LETTER.height, LETTER.width] : [LETTER.width, LETTER.height]);
  const { width, height } = page.getSize();
  // The foot keeps room for the record's page number.
  const box = { width: width - 2 * IMAGE_MARGIN, height: height - 2 * IMAGE_MARGIN - FORM_SIZE };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, {
    x: (width - w) / 2,
    y: IMAGE_MARGIN + FORM_SIZE + (box.height - h) / 2,
    width: w,
    height: h,
  });
  return pdf;
}

/**
 * "Page n" at the foot of the page as it is shown: a page turned by its /Rotate entry has its foot
 * on another side of its own coordinates, and the number is turned with it.
 */
export function stampPageNumber(page: PDFPage, font: PDFFont, n: number): void {
  const text = `Page ${n}`;
  const tw = font.widthOfTextAtSize(text, FORM_SIZE);
  const box = page.getCropBox();
  const { x, y, width: w, height: h } = box;
  const foot = 22;
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  const at =
    angle === 90
      ? { x: x + w - foot, y: y + h / 2 - tw / 2, r: 90 }
      : angle === 180
        ? { x: x + w / 2 + tw / 2, y: y + h - foot, r: 180 }
        : angle === 270
          ? { x: x + foot, y: y + h / 2 + tw / 2, r: 270 }
          : { x: x + w / 2 - tw / 2, y: y + foot, r: 0 };
  page.drawText(text, { x: at.x, y: at.y, size: FORM_SIZE, font, rotate: degrees(at.r) });
}

/** How many pages each chosen copy has, refusing one that cannot go in. */
export async function readCopies(files: RecordCopyFiles): Promise<Partial<Record<CopyKey, PDFDocument>>> {
  const out: Partial<Record<CopyKey, PDFDocument>> = {};
  for (const [key, file] of Object.entries(files) as [CopyKey, HeldCopy | null | undefined][]) {
    if (file) out[key] = await copyAsPdf(key, file);
  }
  return out;
}

/**
 * The record as one PDF with the copies in it, and its index with the pages as printed. A
 * certificate not chosen keeps its line in the index, marked to be added, and one page saying so.
 */
export async function buildApplicationRecord(
  input: CourtFormInput,
  accounts: ReportModel,
  officials: readonly string[],
  files: RecordCopyFiles = {},
): Promise<{ bytes: Uint8Array; index: RecordEntry[] }> {
  const copies = await readCopies(files);
  const drawn = buildApplicationRecordPdf(input, accounts, officials, {
    certificatePages: copies.certificate?.getPageCount() ?? null,
    priorJudgmentPages: copies.priorJudgment?.getPageCount() ?? null,
    noticePages: Object.fromEntries(
      Object.entries(copies).flatMap(([key, pdf]) =>
        key.startsWith('notice:') && pdf ? [[key.slice('notice:'.length), pdf.getPageCount()]] : [],
      ),
    ),
  });
  if (!drawn.copies.length) return { bytes: drawn.bytes, index: drawn.index };
  const record = await PDFDocument.load(drawn.bytes, { updateMetadata: false });
  const font = await record.embedFont(StandardFonts.TimesRoman);
  for (const place of drawn.copies) {
    const source = copies[place.key];
    if (!source) continue;
    const pages = await record.copyPages(source, source.getPageIndices());
    for (const [i, page] of pages.entries()) {
      const at = place.first - 1 + i;
      record.removePage(at);
      record.insertPage(at, page);
      stampPageNumber(page, font, place.first + i);
    }
  }
  return { bytes: await record.save(), index: drawn.index };
}
