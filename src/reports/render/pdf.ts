import { jsPDF } from 'jspdf';
import type { ReportModel, ReportRow, ReportTable } from '../model.ts';
import { courtHeadingLines, formatCell, isNumeric } from './format.ts';
import { pdfText } from './pdf-text.ts';

/**
 * Court-style PDF: US Letter, Times, centred title block, tables with right-aligned amounts,
 * tables continued across pages under their repeated header, "Page X of Y" on every page.
 * A document for the court (the Estate Accounts, an exhibit to the affidavit verifying them) is set
 * as rule 4.01 asks: no type under 12 points and a left margin of about 40 mm; its schedules are
 * wide tables, so its letter-size pages are turned landscape. The trustee's summaries keep a
 * smaller, denser page (docs/court-forms.md).
 */
interface Layout {
  orientation: 'portrait' | 'landscape';
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  footer: number;
  size: {
    court: number;
    title: number;
    subtitle: number;
    heading: number;
    table: number;
    body: number;
    footer: number;
  };
}
const SUMMARY: Layout = {
  orientation: 'portrait',
  width: 612,
  height: 792,
  left: 54,
  right: 54,
  top: 54,
  bottom: 54,
  footer: 30,
  size: { court: 12, title: 14, subtitle: 10, heading: 12, table: 9, body: 10, footer: 8 },
};
const COURT_DOCUMENT: Layout = {
  orientation: 'landscape',
  width: 792,
  height: 612,
  left: 115,
  right: 54,
  top: 54,
  bottom: 40,
  footer: 30,
  size: { court: 12, title: 14, subtitle: 12, heading: 13, table: 12, body: 12, footer: 12 },
};
/** The layout a report is set in: a court document's, or a summary's. */
export const layoutOf = (model: Pick<ReportModel, 'court'>): Layout =>
  model.court ? COURT_DOCUMENT : SUMMARY;
const FONT = 'times';
const LINE = 1.25;
const PAD = 3;
const FIXED: Record<string, number> = { money: 78, date: 60, percent: 48, number: 44 };
/** A table up to this tall is never split: it starts on a new page instead (about a third of a page). */
const KEEP_TOGETHER = 230;

class PdfWriter {
  y: number;
  readonly width: number;
  private readonly bottom: number;
  constructor(
    readonly L: Layout,
    readonly doc: jsPDF = new jsPDF({ unit: 'pt', format: 'letter', orientation: L.orientation }),
  ) {
    this.y = L.top;
    this.width = L.width - L.left - L.right;
    this.bottom = L.height - L.bottom - L.footer;
  }

  font(size: number, style: 'normal' | 'bold' | 'italic' = 'normal'): void {
    this.doc.setFont(FONT, style);
    this.doc.setFontSize(size);
  }

  lines(text: string, width: number): string[] {
    return this.doc.splitTextToSize(pdfText(text), width) as string[];
  }

  /** Starts a new page when `height` more points would not fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage('letter', this.L.orientation);
    this.y = this.L.top;
    return true;
  }

  /** Height `block` would take, without drawing. */
  blockHeight(text: string, size: number, style: 'normal' | 'bold' | 'italic', after = 4): number {
    this.font(size, style);
    return this.lines(text, this.width).length * size * LINE + after;
  }

  /** Height of a whole table as `table` draws it on one page (title, header, rows, totals, gap). */
  tableHeight(table: ReportTable): number {
    const title = table.title ? this.blockHeight(table.title, this.L.size.body, 'bold', 2) : 0;
    if (table.rows.length === 0 && table.emptyText) {
      return title + this.blockHeight(table.emptyText, this.L.size.table, 'italic', 8);
    }
    const widths = this.columnWidths(table);
    const header: ReportRow = { cells: Object.fromEntries(table.columns.map((c) => [c.key, c.label])) };
    const rows = [...table.rows, ...(table.totals ?? [])];
    return (
      title +
      this.layout(table, header, widths, true).height +
      rows.reduce((h, r) => h + this.layout(table, r, widths, r.style !== 'normal').height, 0) +
      10
    );
  }

  /**
   * What of a table must follow its section heading on the same page: all of a short table
   * (which is never split), else its title, header and first few rows.
   */
  leadHeight(table: ReportTable): number {
    const whole = this.tableHeight(table);
    if (whole <= KEEP_TOGETHER) return whole;
    const title = table.title ? this.blockHeight(table.title, this.L.size.body, 'bold', 2) : 0;
    return title + 5 * (this.L.size.table * LINE + 2 * PAD);
  }

  block(
    text: string,
    size: number,
    style: 'normal' | 'bold' | 'italic',
    align: 'left' | 'center' = 'left',
    after = 4,
  ) {
    this.font(size, style);
    const lines = this.lines(text, this.width);
    const h = size * LINE;
    for (const line of lines) {
      this.ensure(h);
      this.doc.text(line, align === 'center' ? this.L.left + this.width / 2 : this.L.left, this.y + size, {
        align,
      });
      this.y += h;
    }
    this.y += after;
  }

  table(table: ReportTable, context: string): void {
    const widths = this.columnWidths(table);
    const header: ReportRow = { cells: Object.fromEntries(table.columns.map((c) => [c.key, c.label])) };
    // A short table split over two pages leaves a row or two stranded under "(continued)": move it whole.
    const whole = this.tableHeight(table);
    if (whole <= KEEP_TOGETHER) this.ensure(whole);
    if (table.title) {
      this.ensure(this.L.size.body * LINE + 3 * this.L.size.table * LINE);
      this.block(table.title, this.L.size.body, 'bold', 'left', 2);
    }
    if (table.rows.length === 0 && table.emptyText) {
      this.block(table.emptyText, this.L.size.table, 'italic', 'left', 8);
      return;
    }
    this.ensure(2 * (this.L.size.table * LINE + 2 * PAD));
    this.row(table, this.layout(table, header, widths, true), widths, 'header');
    const totals = (table.totals ?? []).map((r, i) => ({
      r,
      bold: r.style !== 'normal' || i === 0,
      rule: i === 0,
    }));
    const all = [
      ...table.rows.map((r) => ({ r, bold: r.style !== 'normal', rule: r.style === 'total' })),
      ...totals,
    ];
    const laid = all.map(({ r, bold }) => this.layout(table, r, widths, bold));
    // The last row keeps its totals company, so a total never stands alone at the top of a page.
    const totalsHeight = laid.slice(table.rows.length).reduce((h, l) => h + l.height, 0);
    for (const [i, { rule }] of all.entries()) {
      const cells = laid[i] as Laid;
      const keep = i === table.rows.length - 1 ? totalsHeight : 0;
      if (this.ensure(cells.height + keep)) {
        this.block(`${context} (continued)`, this.L.size.table, 'italic', 'left', 2);
        this.row(table, this.layout(table, header, widths, true), widths, 'header');
      }
      this.row(table, cells, widths, rule ? 'rule-above' : 'plain');
    }
    this.y += 10;
  }

  /**
   * The columns' widths: an amount column at least as wide as its widest amount, set in bold as a
   * total is, so no figure is ever broken over two lines ("-$1,081,169.0" above "1"); text columns
   * share what is left by weight.
   */
  columnWidths(table: ReportTable): number[] {
    const rows = [...table.rows, ...(table.totals ?? [])];
    this.font(this.L.size.table, 'bold');
    const widest = table.columns.map((c) =>
      isNumeric(c)
        ? Math.max(
            0,
            ...rows.map((r) => {
              const value = r.cells[c.key] ?? null;
              const text = formatCell(value, typeof value === 'string' ? 'text' : c.kind);
              return this.doc.getTextWidth(pdfText(text)) + 2 * PAD + 1;
            }),
          )
        : 0,
    );
    return columnWidths(table, this.width, widest);
  }

  layout(table: ReportTable, r: ReportRow, widths: number[], bold: boolean): Laid {
    this.font(this.L.size.table, bold ? 'bold' : 'normal');
    const lines = table.columns.map((c, i) => {
      const value = r.cells[c.key] ?? null;
      const text = formatCell(value, typeof value === 'string' && c.kind !== 'date' ? 'text' : c.kind);
      return this.lines(text, (widths[i] ?? 0) - 2 * PAD);
    });
    return {
      lines,
      bold,
      height: Math.max(1, ...lines.map((l) => l.length)) * this.L.size.table * LINE + 2 * PAD,
    };
  }

  private row(
    table: ReportTable,
    laid: Laid,
    widths: number[],
    kind: 'header' | 'plain' | 'rule-above',
  ): void {
    this.font(this.L.size.table, laid.bold ? 'bold' : 'normal');
    if (kind === 'rule-above') this.doc.line(this.L.left, this.y, this.L.left + this.width, this.y);
    let x = this.L.left;
    table.columns.forEach((c, i) => {
      const w = widths[i] ?? 0;
      const right = isNumeric(c);
      (laid.lines[i] ?? []).forEach((line, j) => {
        const ty = this.y + PAD + this.L.size.table * (j * LINE + 1);
        this.doc.text(line, right ? x + w - PAD : x + PAD, ty, { align: right ? 'right' : 'left' });
      });
      x += w;
    });
    this.y += laid.height;
    if (kind === 'header') this.doc.line(this.L.left, this.y, this.L.left + this.width, this.y);
  }
}

interface Laid {
  lines: string[][];
  bold: boolean;
  height: number;
}

function columnWidths(table: ReportTable, width: number, widest: readonly number[] = []): number[] {
  const fixed = table.columns.map((c, i) => Math.max(FIXED[c.kind] ?? 0, widest[i] ?? 0));
  const free = Math.max(0, width - fixed.reduce((a, b) => a + b, 0));
  const weights = table.columns.map((c) => (c.kind === 'text' ? (c.weight ?? 1) : 0));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  if (totalWeight === 0) return fixed.map((f) => f + free / table.columns.length);
  return fixed.map((f, i) => f + (free * (weights[i] ?? 0)) / totalWeight);
}

export function renderPdf(model: ReportModel): Uint8Array {
  const L = layoutOf(model);
  const w = new PdfWriter(L);
  w.doc.setProperties({
    title: `${model.title}: ${model.estateName}`,
    subject: model.court ?? model.title,
    creator: 'Estate administration',
  });
  drawModel(w, model);
  const pages = w.doc.getNumberOfPages();
  for (let i = 1; i <= pages; i++) {
    w.doc.setPage(i);
    w.font(L.size.footer, 'normal');
    const y = L.height - L.bottom / 2 - 6;
    w.doc.text(pdfText(`${model.estateName}: ${model.title}`), L.left, y);
    w.doc.text(`Page ${i} of ${pages}`, L.width - L.right, y, { align: 'right' });
  }
  return new Uint8Array(w.doc.output('arraybuffer'));
}

/**
 * Draws a report into a document another renderer started (the application record), on pages of
 * its own: returns the first and last page it took. The record numbers the pages itself.
 */
export function appendReportPdf(doc: jsPDF, model: ReportModel): { first: number; last: number } {
  const L = layoutOf(model);
  doc.addPage('letter', L.orientation);
  const first = doc.getNumberOfPages();
  drawModel(new PdfWriter(L, doc), model);
  return { first, last: doc.getNumberOfPages() };
}

function drawModel(w: PdfWriter, model: ReportModel): void {
  if (model.court) {
    const lines = courtHeadingLines(model.court);
    for (const [i, l] of lines.entries())
      w.block(l, w.L.size.court, 'bold', 'center', i === lines.length - 1 ? 6 : 0);
  }
  w.block(model.title, w.L.size.title, 'bold', 'center', 4);
  for (const line of model.subtitle) w.block(line, w.L.size.subtitle, 'normal', 'center', 1);
  w.y += 12;
  for (const section of model.sections) {
    // The heading stays with its paragraphs and the start of its first table (all of it when short).
    const first = section.tables[0];
    const lead =
      w.blockHeight(section.title, w.L.size.heading, 'bold', 4) +
      (section.paragraphs ?? []).reduce((h, p) => h + w.blockHeight(p, w.L.size.body, 'normal', 4), 0) +
      (first ? w.leadHeight(first) : 0);
    w.ensure(Math.min(lead, w.L.height - w.L.top - w.L.bottom - w.L.footer));
    w.block(section.title, w.L.size.heading, 'bold', 'left', 4);
    for (const p of section.paragraphs ?? []) w.block(p, w.L.size.body, 'normal', 'left', 4);
    for (const table of section.tables) w.table(table, table.title ?? section.title);
    w.y += 6;
  }
  if (model.notes.length > 0) {
    const firstNote = model.notes[0]?.text ?? '';
    w.ensure(
      w.blockHeight('Notes', w.L.size.heading, 'bold', 4) +
        w.blockHeight(firstNote, w.L.size.body, 'normal', 3),
    );
    w.block('Notes', w.L.size.heading, 'bold', 'left', 4);
    model.notes.forEach((n, i) => {
      w.block(
        `${i + 1}. ${n.text}${n.source ? ` Source: ${n.source}.` : ''}`,
        w.L.size.body,
        'normal',
        'left',
        3,
      );
    });
  }
}
