import { jsPDF } from 'jspdf';
import { pdfText } from '../render/pdf-text.ts';
import type { CourtForm, FormParagraph, SignatureBlock } from './model.ts';

/** US Letter, Times 12 pt, one-inch margins, as court documents are filed in Ontario. */
const PAGE = { width: 612, height: 792, margin: 72 };
const FONT = 'times';
const SIZE = 12;
const LEADING = SIZE * 1.3;

type Style = 'normal' | 'bold' | 'italic';

class Writer {
  readonly doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait' });
  y = PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;

  ensure(height: number) {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
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
    } = {},
  ) {
    this.doc.setFont(FONT, opts.style ?? 'normal');
    this.doc.setFontSize(SIZE);
    const indent = opts.indent ?? 0;
    const left = (opts.x ?? PAGE.margin) + indent;
    const width = (opts.width ?? this.width) - indent;
    const lines = this.doc.splitTextToSize(pdfText(text), width) as string[];
    for (const l of lines) {
      this.ensure(LEADING);
      const x = opts.align === 'center' ? left + width / 2 : opts.align === 'right' ? left + width : left;
      this.doc.text(l, x, this.y + SIZE, { align: opts.align ?? 'left' });
      this.y += LEADING;
    }
    this.y += opts.after ?? 8;
  }
}

function paragraph(w: Writer, p: FormParagraph) {
  switch (p.style ?? 'normal') {
    case 'heading':
      return w.text(p.text, { style: 'bold' });
    case 'indented':
      return w.text(p.text, { indent: 36, after: 2 });
    case 'numbered':
      return w.text(p.text, { indent: 18 });
    case 'note':
      return w.text(p.text, { style: 'italic' });
    default:
      return w.text(p.text);
  }
}

function signatures(w: Writer, blocks: readonly SignatureBlock[]) {
  const half = (w.width - 24) / 2;
  const height = 40 + Math.max(...blocks.map((b) => b.lines.length * 3), 1) * LEADING;
  w.ensure(height);
  const top = w.y + 36;
  let bottom = top;
  for (const b of blocks) {
    const x = b.side === 'left' ? PAGE.margin : PAGE.margin + half + 24;
    w.doc.setLineWidth(0.5);
    w.doc.line(x, top, x + half, top);
    w.y = top + 4;
    for (const l of b.lines) w.text(l, { x, width: half, after: 0 });
    bottom = Math.max(bottom, w.y);
  }
  w.y = bottom;
}

export function renderCourtFormPdf(form: CourtForm): Uint8Array {
  const w = new Writer();
  w.doc.setProperties({ title: `${form.formNumber} ${form.title}` });
  w.text(`Court File No. ${form.courtFileNumber}`, { align: 'right', after: 12 });
  w.text(form.formNumber.toUpperCase(), { style: 'bold', align: 'center', after: 2 });
  w.text(form.rule, { style: 'italic', align: 'center', after: 12 });
  w.text(form.court, { style: 'bold', align: 'center', after: 8 });
  for (const p of form.proceeding) w.text(p, { align: 'center' });
  w.text(form.title.toUpperCase(), { style: 'bold', align: 'center', after: 16 });
  let previous: FormParagraph['style'];
  for (const p of form.paragraphs) {
    // A list of indented lines (those served, the figures) is set off from the paragraph after it.
    if (previous === 'indented' && p.style !== 'indented') w.y += 8;
    paragraph(w, p);
    previous = p.style;
  }
  signatures(w, form.signatures);
  return new Uint8Array(w.doc.output('arraybuffer'));
}
