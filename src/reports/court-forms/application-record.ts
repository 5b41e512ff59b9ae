import { jsPDF } from 'jspdf';
import type { ReportModel } from '../model.ts';
import { appendReportPdf } from '../render/pdf.ts';
import { pdfText } from '../render/pdf-text.ts';
import { COURT, orBlank, proceedingFor, trusteeList } from './common.ts';
import { courtForm } from './forms.ts';
import { BLANK, type CourtForm, type CourtFormInput, type CourtFormKind } from './model.ts';
import { noticeTabTitle, officialNotices } from './received.ts';
import { appendBacksheetPdf, appendCourtFormPdf, FORM_PAGE, FORM_SIZE } from './render-pdf.ts';

/**
 * The application record of an unopposed passing of accounts, as one PDF (r. 74.18; docs/court-forms.md):
 * an index of the documents with the page each starts on, the notice of application, the affidavit
 * verifying the accounts with the accounts as its Exhibit "A", the affidavit of service, the
 * affidavit in support of unopposed judgment, the lawyer's certificate and the draft judgment, every
 * page numbered, and the record's backsheet (Form 4C) at the end.
 */
export interface RecordEntry {
  tab: number;
  title: string;
  page: number;
}

/**
 * The copies the record holds of documents the firm already has (r. 74.18(1)): the certificate of
 * appointment, and the latest judgment on a passing of accounts when there is one. The record
 * keeps their place with blank pages, as many as each copy has, for record-merge.ts to replace
 * with the copy's own pages; a certificate not chosen keeps one page saying it is to be added.
 */
export interface RecordCopies {
  /** Pages of the certificate's copy, or null when none was chosen. */
  certificatePages: number | null;
  /** Pages of the latest judgment on a passing, or null when there is none. */
  priorJudgmentPages: number | null;
  /** Pages of each official's notice held as a document, by the notice's id; one page says where a notice not held goes. */
  noticePages?: Readonly<Record<string, number>>;
}

/** The certificate, the earlier judgment, or a notice received (by its id on the court record). */
export type CopyKey = 'certificate' | 'priorJudgment' | `notice:${string}`;

/** Where a copy's pages are in the record (1-based, as printed) and how many. */
export interface CopyPlace {
  key: CopyKey;
  first: number;
  count: number;
}

export const CERTIFICATE_TITLE = 'Copy of certificate of appointment of estate trustee';
export const CERTIFICATE_MISSING_NOTE = 'to be added before filing';
export const PRIOR_JUDGMENT_TITLE = 'Copy of the latest judgment on a passing of accounts';

const NO_COPIES: RecordCopies = { certificatePages: null, priorJudgmentPages: null };

/** Blank pages that keep a copy's place; the one page of a copy not held says what goes there. */
function copyPages(doc: jsPDF, count: number, missing: { title: string; note: string } | null): number {
  doc.addPage('letter', 'portrait');
  const first = doc.getNumberOfPages();
  if (missing) {
    doc.setFont('times', 'bold');
    doc.setFontSize(FORM_SIZE);
    const centre = FORM_PAGE.left + (FORM_PAGE.width - FORM_PAGE.left - FORM_PAGE.right) / 2;
    const width = FORM_PAGE.width - FORM_PAGE.left - FORM_PAGE.right;
    let y = 300;
    for (const l of doc.splitTextToSize(pdfText(missing.title.toUpperCase()), width) as string[]) {
      doc.text(l, centre, y, { align: 'center' });
      y += FORM_SIZE * 1.25;
    }
    doc.setFont('times', 'normal');
    y += FORM_SIZE;
    for (const l of doc.splitTextToSize(pdfText(missing.note), width) as string[]) {
      doc.text(l, centre, y, { align: 'center' });
      y += FORM_SIZE * 2;
    }
  }
  for (let i = 1; i < count; i++) doc.addPage('letter', 'portrait');
  return first;
}

/**
 * The forms of the record in order; the proof of service is the lawyer of record's certificate
 * (Form 16B.1, r. 16.09(1.1)), or the affidavit of service (16B) where no lawyer is named.
 */
const recordForms = (input: CourtFormInput): readonly CourtFormKind[] => [
  'notice-of-application',
  'affidavit-verifying-accounts',
  input.lawyer ? 'lawyer-certificate-of-service' : 'affidavit-of-service',
  'affidavit-in-support',
  'lawyer-certificate',
  // The applicant's costs outline, when one is claimed (r. 57.01(6)): bound only when filled in.
  'costs-outline',
  'draft-judgment',
];

/** A form with no blank left in it: the costs outline is bound only then, never as an empty form. */
const filledIn = (form: CourtForm) =>
  ![...form.paragraphs.map((p) => p.text), ...form.signatures.flatMap((s) => s.lines)].some((t) =>
    t.includes(BLANK),
  );

function exhibitCover(doc: jsPDF, input: CourtFormInput): { first: number; last: number } {
  doc.addPage();
  const page = doc.getNumberOfPages();
  doc.setFont('times', 'normal');
  doc.setFontSize(FORM_SIZE);
  const width = FORM_PAGE.width - FORM_PAGE.left - FORM_PAGE.right;
  const lines = doc.splitTextToSize(
    pdfText(
      `This is Exhibit "A" referred to in the affidavit of ${trusteeList(input)} sworn (or affirmed) before me on __________.`,
    ),
    width,
  ) as string[];
  let y = 300;
  for (const l of lines) {
    doc.text(l, FORM_PAGE.width / 2 + FORM_PAGE.left / 2 - FORM_PAGE.right / 2, y, { align: 'center' });
    y += FORM_SIZE * 2;
  }
  doc.line(FORM_PAGE.left + width / 4, y + 48, FORM_PAGE.left + (3 * width) / 4, y + 48);
  doc.text('A Commissioner for taking affidavits (or as may be)', FORM_PAGE.width / 2, y + 64, {
    align: 'center',
  });
  return { first: page, last: page };
}

function indexPage(doc: jsPDF, input: CourtFormInput, entries: readonly RecordEntry[]): void {
  doc.insertPage(1);
  doc.setPage(1);
  doc.setFont('times', 'normal');
  doc.setFontSize(FORM_SIZE);
  let y = FORM_PAGE.top + FORM_SIZE;
  const line = (
    text: string,
    opts: { style?: 'bold' | 'normal'; x?: number; align?: 'left' | 'center' | 'right' } = {},
  ) => {
    doc.setFont('times', opts.style ?? 'normal');
    doc.text(pdfText(text), opts.x ?? FORM_PAGE.left, y, { align: opts.align ?? 'left' });
  };
  const centre = FORM_PAGE.left + (FORM_PAGE.width - FORM_PAGE.left - FORM_PAGE.right) / 2;
  line(`Court File No. ${orBlank(input.courtFileNumber)}`, {
    x: FORM_PAGE.width - FORM_PAGE.right,
    align: 'right',
  });
  y += 36;
  for (const c of COURT) {
    line(c, { style: 'bold', x: centre, align: 'center' });
    y += FORM_SIZE * 1.25;
  }
  y += 8;
  for (const p of proceedingFor(input)) {
    line(p, { x: centre, align: 'center' });
    y += FORM_SIZE * 1.25;
  }
  y += 24;
  line('APPLICATION RECORD', { style: 'bold', x: centre, align: 'center' });
  y += 36;
  line('INDEX', { style: 'bold', x: centre, align: 'center' });
  y += 30;
  line('Tab', { style: 'bold' });
  line('Document', { style: 'bold', x: FORM_PAGE.left + 40 });
  line('Page', { style: 'bold', x: FORM_PAGE.width - FORM_PAGE.right, align: 'right' });
  y += FORM_SIZE * 2;
  // A long title wraps short of the page column.
  const titleWidth = FORM_PAGE.width - FORM_PAGE.right - 48 - (FORM_PAGE.left + 40);
  for (const e of entries) {
    line(String(e.tab));
    line(String(e.page), { x: FORM_PAGE.width - FORM_PAGE.right, align: 'right' });
    for (const part of doc.splitTextToSize(pdfText(e.title), titleWidth) as string[]) {
      line(part, { x: FORM_PAGE.left + 40 });
      y += FORM_SIZE * 1.25;
    }
    y += FORM_SIZE * 0.75;
  }
}

/** Every page but the backsheet numbered at the foot, as the index counts them. */
function numberPages(doc: jsPDF): void {
  const pages = doc.getNumberOfPages();
  doc.setFont('times', 'normal');
  doc.setFontSize(FORM_SIZE);
  for (let i = 1; i < pages; i++) {
    doc.setPage(i);
    // The accounts' pages are landscape: the number goes at the foot of whichever way the page is.
    const width = doc.internal.pageSize.getWidth();
    const height = doc.internal.pageSize.getHeight();
    doc.text(`Page ${i}`, width / 2, height - 22, { align: 'center' });
  }
}

/** The record as one PDF, and its index (pages as printed). */
export function buildApplicationRecordPdf(
  input: CourtFormInput,
  accounts: ReportModel,
  officials: readonly string[],
  copies: RecordCopies = NO_COPIES,
): { bytes: Uint8Array; index: RecordEntry[]; copies: CopyPlace[] } {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait' });
  doc.setProperties({ title: `Application Record: ${input.estateName}` });
  const parts: { title: string; first: number }[] = [];
  const places: CopyPlace[] = [];
  for (const kind of recordForms(input)) {
    const form: CourtForm = courtForm(kind, input, { officials });
    if (kind === 'costs-outline' && !filledIn(form)) continue;
    if (kind === 'affidavit-in-support') {
      for (const n of officialNotices(input)) {
        const title = noticeTabTitle(n);
        const pages = copies.noticePages?.[n.id] ?? null;
        const first = copyPages(
          doc,
          pages ?? 1,
          pages
            ? null
            : {
                title,
                note: 'The notice as received goes here: upload it to the estate’s documents and choose it under “What was received” on the Passing of Accounts card, and the record merges it in.',
              },
        );
        parts.push({ title, first });
        if (pages) places.push({ key: `notice:${n.id}`, first, count: pages });
      }
    }
    parts.push({ title: `${form.formNumber}: ${form.title}`, first: appendCourtFormPdf(doc, form).first });
    // The draft judgment is filed in duplicate (r. 74.18): the court signs one and returns the other.
    if (kind === 'draft-judgment') {
      parts.push({
        title: `${form.formNumber}: ${form.title} (duplicate)`,
        first: appendCourtFormPdf(doc, form).first,
      });
    }
    if (kind === 'affidavit-verifying-accounts') {
      parts.push({ title: 'Exhibit "A": the accounts of the estate', first: exhibitCover(doc, input).first });
      appendReportPdf(doc, accounts);
      // The copies rule 74.18(1) files with the verified accounts follow them.
      const certificate = copies.certificatePages;
      const first = copyPages(
        doc,
        certificate ?? 1,
        certificate
          ? null
          : {
              title: CERTIFICATE_TITLE,
              note: 'To be added before filing, as rule 74.18(1) requires: no copy was chosen when this record was made.',
            },
      );
      parts.push({
        title: certificate ? CERTIFICATE_TITLE : `${CERTIFICATE_TITLE} (${CERTIFICATE_MISSING_NOTE})`,
        first,
      });
      if (certificate) places.push({ key: 'certificate', first, count: certificate });
      if (copies.priorJudgmentPages) {
        const at = copyPages(doc, copies.priorJudgmentPages, null);
        parts.push({ title: PRIOR_JUDGMENT_TITLE, first: at });
        places.push({ key: 'priorJudgment', first: at, count: copies.priorJudgmentPages });
      }
    }
  }
  // jsPDF starts with one blank page, before the first document's own; the index then takes its place.
  doc.deletePage(1);
  const index = parts.map((p, i) => ({ tab: i + 1, title: p.title, page: p.first }));
  indexPage(doc, input, index);
  const frame = courtForm('notice-of-application', input).backsheet;
  appendBacksheetPdf(doc, { ...frame, title: 'APPLICATION RECORD' });
  numberPages(doc);
  return { bytes: new Uint8Array(doc.output('arraybuffer')), index, copies: places };
}
