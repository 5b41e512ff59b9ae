import { jsPDF } from 'jspdf';
import { pdfText } from '../render/pdf-text.ts';
import type { Backsheet, CourtForm, FormParagraph, SignatureBlock } from './model.ts';

/**
 * Rule 4.01 of the Rules of Civil Procedure: letter-size paper (216 × 279 mm), type of at least 12
 * points, the body double-spaced, and a left margin of about 40 mm (115 pt here). Headings and the
 * signature blocks are single-spaced, as the forms are set. The right, top and bottom margins are
 * an inch. The document ends with its backsheet (Form 4C, r. 4.07). docs/court-forms.md.
 */
export const FORM_PAGE = { width: 612, height: 792, left: 115, right: 72, top: 72, bottom: 72 } as const;
const FONT = 'times';
export const FORM_SIZE = 12;
const SINGLE = FORM_SIZE * 1.25;
export const DOUBLE = FORM_SIZE * 2;

type Style = 'normal' | 'bold' | 'italic';

export class FormWriter {
  y: number = FORM_PAGE.top;
  constructor(readonly doc: jsPDF = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait' })) {}
  readonly width = FORM_PAGE.width - FORM_PAGE.left - FORM_PAGE.right;

  ensure(height: number) {
    if (this.y + height <= FORM_PAGE.height - FORM_PAGE.bottom) return;
    this.doc.addPage();
    this.y = FORM_PAGE.top;
  }

  text(
    text: string,
    opts: {
      style?: Style;
      align?: 'left' | 'center' | 'right';
      indent?: number;
      after?: number;
      width?: number;
      x?: number;
      leading?: number;
    } = {},
  ) {
    this.doc.setFont(FONT, opts.style ?? 'normal');
    this.doc.setFontSize(FORM_SIZE);
    const leading = opts.leading ?? SINGLE;
    const indent = opts.indent ?? 0;
    const left = (opts.x ?? FORM_PAGE.left) + indent;
    const width = (opts.width ?? this.width) - indent;
    const lines = this.doc.splitTextToSize(pdfText(text), width) as string[];
    for (const l of lines) {
      this.ensure(leading);
      const x = opts.align === 'center' ? left + width / 2 : opts.align === 'right' ? left + width : left;
      this.doc.text(l, x, this.y + FORM_SIZE, { align: opts.align ?? 'left' });
      this.y += leading;
    }
    this.y += opts.after ?? 6;
  }
}

const INDENTS: Record<NonNullable<FormParagraph['style']>, number> = {
  normal: 0,
  heading: 0,
  indented: 36,
  numbered: 18,
  note: 0,
};

/** The height a paragraph takes as `paragraph` sets it (lines at double spacing, and the space after). */
function paragraphHeight(w: FormWriter, p: FormParagraph): number {
  w.doc.setFont(FONT, p.style === 'heading' ? 'bold' : p.style === 'note' ? 'italic' : 'normal');
  w.doc.setFontSize(FORM_SIZE);
  const lines = w.doc.splitTextToSize(pdfText(p.text), w.width - INDENTS[p.style ?? 'normal']) as string[];
  return lines.length * DOUBLE + (p.style === 'indented' ? 0 : 6);
}

/** The body is double-spaced (r. 4.01(3)); the lists of those served and of the figures too. */
function paragraph(w: FormWriter, p: FormParagraph) {
  const body = { leading: DOUBLE };
  switch (p.style ?? 'normal') {
    case 'heading':
      return w.text(p.text, { ...body, style: 'bold' });
    case 'indented':
      return w.text(p.text, { ...body, indent: 36, after: 0 });
    case 'numbered':
      return w.text(p.text, { ...body, indent: 18 });
    case 'note':
      return w.text(p.text, { ...body, style: 'italic' });
    default:
      return w.text(p.text, body);
  }
}

/** Signature blocks paired in rows: a left block (the date, the commissioner) with the signer's on its right. */
function signatureRows(blocks: readonly SignatureBlock[]): SignatureBlock[][] {
  const rows: SignatureBlock[][] = [];
  for (const b of blocks) {
    const last = rows.at(-1);
    if (last && last.length === 1 && last[0]?.side === 'left' && b.side !== 'left') last.push(b);
    else rows.push([b]);
  }
  return rows;
}

/** The height one row of signature blocks takes as `signatures` draws it: the rule, then single-spaced lines. */
function rowHeight(w: FormWriter, row: readonly SignatureBlock[]): number {
  const half = (w.width - 24) / 2;
  w.doc.setFont(FONT, 'normal');
  w.doc.setFontSize(FORM_SIZE);
  const lines = (b: SignatureBlock) =>
    b.lines.flatMap((l) => w.doc.splitTextToSize(pdfText(l), half) as string[]).length;
  return 40 + Math.max(...row.map(lines), 1) * SINGLE;
}

const signaturesHeight = (w: FormWriter, blocks: readonly SignatureBlock[]): number =>
  signatureRows(blocks).reduce((sum, row) => sum + rowHeight(w, row), 0);

/** Signature blocks two by two (the date or the commissioner on the left, the signer on the right). */
function signatures(w: FormWriter, blocks: readonly SignatureBlock[]) {
  const half = (w.width - 24) / 2;
  for (const row of signatureRows(blocks)) {
    w.ensure(rowHeight(w, row));
    const top = w.y + 36;
    let bottom = top;
    for (const b of row) {
      const x = b.side === 'left' ? FORM_PAGE.left : FORM_PAGE.left + half + 24;
      w.doc.setLineWidth(0.5);
      w.doc.line(x, top, x + half, top);
      w.y = top + 4;
      for (const l of b.lines) w.text(l, { x, width: half, after: 0 });
      bottom = Math.max(bottom, w.y);
    }
    w.y = bottom;
  }
}

/**
 * Form 4C on a page of its own: the right half of the page, read when the document is folded,
 * with the title of proceeding, the file number, the court and the lawyer.
 */
function backsheet(w: FormWriter, b: Backsheet) {
  w.doc.addPage();
  const x = FORM_PAGE.width / 2;
  const width = FORM_PAGE.width - FORM_PAGE.right - x;
  w.y = FORM_PAGE.top;
  for (const p of b.proceeding) w.text(p, { x, width, after: 2 });
  w.text(`Court File No. ${b.courtFileNumber}`, { x, width, align: 'right', after: 18 });
  for (const c of b.court) w.text(c, { x, width, style: 'bold', align: 'center', after: 0 });
  w.text(b.commencedAt, { x, width, align: 'center', after: 24 });
  w.text(b.title, { x, width, style: 'bold', align: 'center', after: 48 });
  for (const l of b.lawyer) w.text(l, { x, width, after: 2 });
  w.doc.setLineWidth(0.5);
  w.doc.rect(x - 8, FORM_PAGE.top - 8, width + 16, w.y - FORM_PAGE.top + 16);
}

export function renderCourtFormPdf(form: CourtForm): Uint8Array {
  const w = new FormWriter();
  w.doc.setProperties({ title: `${form.formNumber} ${form.title}` });
  drawForm(w, form);
  backsheet(w, form.backsheet);
  return new Uint8Array(w.doc.output('arraybuffer'));
}

/**
 * Draws a form into a document another renderer started (the application record), from a new page
 * and without its backsheet (the record has one): returns the first and last page it took.
 */
export function appendCourtFormPdf(doc: jsPDF, form: CourtForm): { first: number; last: number } {
  doc.addPage();
  const first = doc.getNumberOfPages();
  drawForm(new FormWriter(doc), form);
  return { first, last: doc.getNumberOfPages() };
}

/** The record's own backsheet (Form 4C), on the last page. */
export function appendBacksheetPdf(doc: jsPDF, b: Backsheet): void {
  backsheet(new FormWriter(doc), b);
}

/** A new page before the last paragraph when it and the signature blocks would not fit together on this one. */
function keepWithSignatures(w: FormWriter, p: FormParagraph, blocks: readonly SignatureBlock[]): void {
  const room = FORM_PAGE.height - FORM_PAGE.bottom;
  const together = paragraphHeight(w, p) + signaturesHeight(w, blocks);
  // A block taller than a page cannot be kept together: it breaks where it must.
  if (w.y + together > room && FORM_PAGE.top + together <= room) {
    w.doc.addPage();
    w.y = FORM_PAGE.top;
  }
}

function drawForm(w: FormWriter, form: CourtForm): void {
  w.text(`Court File No. ${form.courtFileNumber}`, { align: 'right', after: 12 });
  w.text(form.formNumber.toUpperCase(), { style: 'bold', align: 'center', after: 2 });
  w.text(form.rule, { style: 'italic', align: 'center', after: 12 });
  for (const c of form.court) w.text(c, { style: 'bold', align: 'center', after: 0 });
  w.y += 8;
  for (const p of form.proceeding) w.text(p, { align: 'center' });
  w.text(form.title.toUpperCase(), { style: 'bold', align: 'center', after: 16 });
  let previous: FormParagraph['style'];
  const last = form.paragraphs.length - 1;
  for (const [i, p] of form.paragraphs.entries()) {
    // A list of indented lines (those served, the figures) is set off from the paragraph after it.
    if (previous === 'indented' && p.style !== 'indented') w.y += 8;
    // The jurat and the signatures never stand alone on a page: the last paragraph goes over with
    // them when they would not all fit below it (as Word's keep-with-next does in render-docx.ts).
    if (i === last) keepWithSignatures(w, p, form.signatures);
    paragraph(w, p);
    previous = p.style;
  }
  signatures(w, form.signatures);
}
