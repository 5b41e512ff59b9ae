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
import type { CourtForm, FormParagraph, SignatureBlock } from './model.ts';

/** An editable Word file the lawyer finishes: Times New Roman 12 pt, the form's layout in plain paragraphs. */
const FONT = 'Times New Roman';
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
  } = {},
) =>
  new Paragraph({
    alignment:
      opts.align === 'center'
        ? AlignmentType.CENTER
        : opts.align === 'right'
          ? AlignmentType.RIGHT
          : AlignmentType.LEFT,
    indent: opts.indent ? { left: opts.indent } : undefined,
    spacing: { after: opts.after ?? 160 },
    children: [new TextRun({ text, bold: opts.bold, italics: opts.italics, font: FONT, size: 24 })],
  });

function paragraph(p: FormParagraph): Paragraph {
  switch (p.style ?? 'normal') {
    case 'heading':
      return line(p.text, { bold: true });
    case 'indented':
      return line(p.text, { indent: 720, after: 60 });
    case 'numbered':
      return line(p.text, { indent: 360 });
    case 'note':
      return line(p.text, { italics: true });
    default:
      return line(p.text);
  }
}

const signatureCell = (block: SignatureBlock | undefined) =>
  new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    borders: { top: NONE, bottom: NONE, left: NONE, right: NONE },
    children: block
      ? [
          new Paragraph({ spacing: { before: 480 }, border: { top: RULE }, children: [] }),
          ...block.lines.map((l) => line(l, { after: 40 })),
        ]
      : [new Paragraph({ children: [] })],
  });

function signatures(blocks: readonly SignatureBlock[]): Table {
  const left = blocks.find((b) => b.side === 'left');
  const right = blocks.find((b) => b.side !== 'left');
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: NONE,
      bottom: NONE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
    rows: [new TableRow({ children: [signatureCell(left), signatureCell(right)] })],
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
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        children: [
          line(`Court File No. ${form.courtFileNumber}`, { align: 'right' }),
          line(form.formNumber.toUpperCase(), { bold: true, align: 'center', after: 40 }),
          line(form.rule, { italics: true, align: 'center' }),
          line(form.court, { bold: true, align: 'center' }),
          ...form.proceeding.map((p) => line(p, { align: 'center' })),
          line(form.title.toUpperCase(), { bold: true, align: 'center', after: 240 }),
          ...form.paragraphs.flatMap((p, i) =>
            // A list of indented lines (those served, the figures) is set off from the paragraph after it.
            form.paragraphs[i - 1]?.style === 'indented' && p.style !== 'indented'
              ? [new Paragraph({ spacing: { after: 0 }, children: [] }), paragraph(p)]
              : [paragraph(p)],
          ),
          signatures(form.signatures),
        ],
      },
    ],
  });
  return Packer.pack(doc, 'uint8array');
}
