import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ReportModel, ReportRow, ReportTable } from '../model.ts';
import { courtHeadingLines, formatCell, isNumeric } from './format.ts';

/** Word document: the court title block, a heading per section, tables whose header row repeats on each page. */
const FONT = 'Times New Roman';
const RULE = { style: BorderStyle.SINGLE, size: 6, color: '000000' } as const;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;

const para = (
  text: string,
  opts: { bold?: boolean; italics?: boolean; size?: number; center?: boolean } = {},
) =>
  new Paragraph({
    alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: 80 },
    children: [new TextRun({ text, bold: opts.bold, italics: opts.italics, size: opts.size })],
  });

function tableRow(
  table: ReportTable,
  r: ReportRow,
  kind: 'header' | 'body' | 'first-total',
  size: number,
): TableRow {
  const bold = kind !== 'body' || (r.style ?? 'normal') !== 'normal';
  const ruleAbove = kind === 'first-total' || r.style === 'total';
  return new TableRow({
    tableHeader: kind === 'header',
    cantSplit: true,
    children: table.columns.map((c) => {
      const value = r.cells[c.key] ?? null;
      const text = formatCell(value, typeof value === 'string' && c.kind !== 'date' ? 'text' : c.kind);
      return new TableCell({
        borders: {
          top: ruleAbove ? RULE : NONE,
          bottom: kind === 'header' ? RULE : NONE,
          left: NONE,
          right: NONE,
        },
        children: [
          new Paragraph({
            alignment: isNumeric(c) ? AlignmentType.RIGHT : AlignmentType.LEFT,
            children: [new TextRun({ text, bold, size })],
          }),
        ],
      });
    }),
  });
}

function docxTable(table: ReportTable, size: number): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  if (table.title) out.push(para(table.title, { bold: true }));
  if (table.rows.length === 0 && table.emptyText) return [...out, para(table.emptyText, { italics: true })];
  const header: ReportRow = { cells: Object.fromEntries(table.columns.map((c) => [c.key, c.label])) };
  const rows = [
    tableRow(table, header, 'header', size),
    ...table.rows.map((r) => tableRow(table, r, 'body', size)),
    ...(table.totals ?? []).map((r, i) => tableRow(table, r, i === 0 ? 'first-total' : 'body', size)),
  ];
  out.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows }), para(''));
  return out;
}

export async function renderDocx(model: ReportModel): Promise<Uint8Array> {
  // Half-points: a document for the court (the Estate Accounts) is set in 12-point type throughout,
  // on letter pages turned landscape with a 40 mm left margin, as the PDF is (rule 4.01); the
  // summaries keep 9-point tables on an upright page.
  const court = model.court !== null;
  const tableSize = court ? 24 : 18;
  const footerSize = court ? 24 : 16;
  const children: (Paragraph | Table)[] = [
    ...(model.court
      ? courtHeadingLines(model.court).map((l) => para(l, { bold: true, center: true, size: 24 }))
      : []),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun(model.title)],
    }),
    ...model.subtitle.map((line) => para(line, { center: true })),
  ];
  for (const section of model.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.title)] }));
    for (const p of section.paragraphs ?? []) children.push(para(p));
    for (const table of section.tables) children.push(...docxTable(table, tableSize));
  }
  if (model.notes.length > 0) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Notes')] }));
    model.notes.forEach((n, i) => {
      children.push(para(`${i + 1}. ${n.text}${n.source ? ` Source: ${n.source}.` : ''}`));
    });
  }
  const doc = new Document({
    creator: 'Estate administration',
    title: `${model.title}: ${model.estateName}`,
    styles: { default: { document: { run: { font: FONT, size: court ? 24 : 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: court
              ? { width: 15840, height: 12240, orientation: PageOrientation.LANDSCAPE }
              : { width: 12240, height: 15840 },
            margin: { top: 1080, bottom: 1080, left: court ? 2300 : 1080, right: 1080 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${model.estateName}: ${model.title}    `, size: footerSize }),
                  new TextRun({
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: footerSize,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.pack(doc, 'uint8array');
}
