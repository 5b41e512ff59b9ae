import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Backsheet, CourtForm, FormParagraph, SignatureBlock } from './model.ts';

/**
 * An editable Word file the lawyer finishes, in the format of rule 4.01 as the PDF is: letter
 * paper, Times New Roman 12 pt, the body double-spaced, a left margin of about 40 mm (2,300 twips),
 * and the Form 4C backsheet on a page of its own.
 */
const FONT = 'Times New Roman';
const DOUBLE = 480;
const LEFT_MARGIN = 2300;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const RULE = { style: BorderStyle.SINGLE, size: 6, color: '000000' } as const;

const line = (
  text: string,
  opts: {
    bold?: boolean;
    italics?: boolean;
    align?: 'left' | 'center' | 'right';
    indent?: number;
    after?: number;
    double?: boolean;
    /** Kept on the page of the paragraph after it, and not split itself (the jurat's paragraph). */
    keep?: boolean;
  } = {},
) =>
  new Paragraph({
    ...(opts.keep && { keepNext: true, keepLines: true }),
    alignment:
      opts.align === 'center'
        ? AlignmentType.CENTER
        : opts.align === 'right'
          ? AlignmentType.RIGHT
          : AlignmentType.LEFT,
    indent: opts.indent ? { left: opts.indent } : undefined,
    spacing: { after: opts.after ?? 160, ...(opts.double ? { line: DOUBLE } : {}) },
    children: [new TextRun({ text, bold: opts.bold, italics: opts.italics, font: FONT, size: 24 })],
  });

function paragraph(p: FormParagraph, keep = false): Paragraph {
  // The body is double-spaced (r. 4.01(3)).
  switch (p.style ?? 'normal') {
    case 'heading':
      return line(p.text, { bold: true, double: true, keep });
    case 'indented':
      return line(p.text, { indent: 720, after: 0, double: true, keep });
    case 'numbered':
      return line(p.text, { indent: 360, double: true, keep });
    case 'note':
      return line(p.text, { italics: true, double: true, keep });
    default:
      return line(p.text, { double: true, keep });
  }
}

/** A signature block; `keep` holds its row on the page of the row after it. */
const signatureCell = (block: SignatureBlock | undefined, keep: boolean) =>
  new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    borders: { top: NONE, bottom: NONE, left: NONE, right: NONE },
    children: block
      ? [
          new Paragraph({ keepNext: true, spacing: { before: 480 }, border: { top: RULE }, children: [] }),
          ...block.lines.map((l) => line(l, { after: 40, keep })),
        ]
      : [new Paragraph({ keepNext: keep, children: [] })],
  });

const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

/** Signature blocks two by two: the date or the commissioner on the left, the signer on the right. */
function signatures(blocks: readonly SignatureBlock[]): Table {
  const rows: [SignatureBlock | undefined, SignatureBlock | undefined][] = [];
  for (const b of blocks) {
    const last = rows.at(-1);
    if (b.side === 'left') rows.push([b, undefined]);
    else if (last && !last[1]) last[1] = b;
    else rows.push([undefined, b]);
  }
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    // No row splits over two pages, and every row but the last keeps with the next: the blocks go together.
    rows: rows.map(
      ([left, right], i) =>
        new TableRow({
          cantSplit: true,
          children: [signatureCell(left, i < rows.length - 1), signatureCell(right, i < rows.length - 1)],
        }),
    ),
  });
}

/** Form 4C: the right half of its own page, as it is read folded. */
function backsheet(b: Backsheet): Table {
  const cell = (children: Paragraph[], border: boolean) =>
    new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      borders: border
        ? { top: RULE, bottom: RULE, left: RULE, right: RULE }
        : { top: NONE, bottom: NONE, left: NONE, right: NONE },
      children,
    });
  const content = [
    ...b.proceeding.map((p) => line(p, { after: 40 })),
    line(`Court File No. ${b.courtFileNumber}`, { align: 'right', after: 240 }),
    ...b.court.map((c) => line(c, { bold: true, align: 'center', after: 0 })),
    line(b.commencedAt, { align: 'center', after: 360 }),
    line(b.title, { bold: true, align: 'center', after: 720 }),
    ...b.lawyer.map((l) => line(l, { after: 40 })),
  ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [new TableRow({ children: [cell([new Paragraph({ children: [] })], false), cell(content, true)] })],
  });
}

export async function renderCourtFormDocx(form: CourtForm): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Estate administration',
    title: `${form.formNumber} ${form.title}`,
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, bottom: 1440, left: LEFT_MARGIN, right: 1440 },
          },
        },
        children: [
          line(`Court File No. ${form.courtFileNumber}`, { align: 'right' }),
          line(form.formNumber.toUpperCase(), { bold: true, align: 'center', after: 40 }),
          line(form.rule, { italics: true, align: 'center' }),
          ...form.court.map((c, i) =>
            line(c, { bold: true, align: 'center', after: i === form.court.length - 1 ? 160 : 0 }),
          ),
          ...form.proceeding.map((p) => line(p, { align: 'center' })),
          line(form.title.toUpperCase(), { bold: true, align: 'center', after: 240 }),
          ...form.paragraphs.flatMap((p, i) => {
            // The last paragraph keeps with the jurat and signatures, so they never stand alone on a page.
            const body = paragraph(p, i === form.paragraphs.length - 1);
            // A list of indented lines (those served, the figures) is set off from the paragraph after it.
            return form.paragraphs[i - 1]?.style === 'indented' && p.style !== 'indented'
              ? [new Paragraph({ spacing: { after: 0 }, children: [] }), body]
              : [body];
          }),
          signatures(form.signatures),
        ],
      },
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        children: [backsheet(form.backsheet)],
      },
    ],
  });
  return Packer.pack(doc, 'uint8array');
}
