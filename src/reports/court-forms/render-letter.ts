import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { jsPDF } from 'jspdf';
import type { ReportModel } from '../model.ts';
import { appendReportPdf } from '../render/pdf.ts';
import { courtForm } from './forms.ts';
import type { CourtFormInput } from './model.ts';
import type { OfficialLetter } from './official-letter.ts';
import { appendCourtFormPdf, FormWriter } from './render-pdf.ts';

/**
 * The covering letter to an official in PDF and Word, in the court forms' type (Times, 12 pt, the
 * same margins) but as a letter: no court heading and no backsheet. The PDF "package" is the letter
 * followed by what it encloses, as they are served: the notice, the accounts and the draft judgment.
 */

function drawLetter(w: FormWriter, letter: OfficialLetter): void {
  // The firm's letterhead, then the date, as the firm's letters are set.
  const [firm, ...details] = letter.letterhead;
  if (firm) w.text(firm, { style: 'bold', align: 'center', after: 0 });
  for (const l of details) w.text(l, { align: 'center', after: 0 });
  w.y += 24;
  w.text(letter.date, { after: 18 });
  for (const l of letter.to) w.text(l, { after: 0 });
  w.y += 18;
  for (const l of letter.re) w.text(l, { style: 'bold', after: 0 });
  w.y += 18;
  const [intro, servedFor] = letter.paragraphs;
  w.text(intro ?? '', { after: 12 });
  w.text(servedFor ?? '', { after: 4 });
  for (const p of letter.actsFor) w.text(p, { indent: 36, after: 2 });
  w.y += 12;
  w.text('Enclosed, as for every person served:', { after: 4 });
  for (const e of letter.enclosures) w.text(e, { indent: 36, after: 2 });
  w.y += 12;
  for (const c of letter.closing) w.text(c, { after: 12 });
  // Room for the signature, then the firm and the lawyer of record who signs.
  w.y += 36;
  for (const l of letter.signature) w.text(l, { after: 0 });
}

export function renderOfficialLetterPdf(letter: OfficialLetter): Uint8Array {
  const w = new FormWriter();
  w.doc.setProperties({ title: letter.title });
  drawLetter(w, letter);
  return new Uint8Array(w.doc.output('arraybuffer'));
}

/** The letter and its enclosures as one PDF, in the order the letter lists them. */
export function renderOfficialPackagePdf(
  letter: OfficialLetter,
  input: CourtFormInput,
  accounts: ReportModel,
  officials: readonly string[],
): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait' });
  doc.setProperties({ title: `${letter.title}, with the documents served` });
  drawLetter(new FormWriter(doc), letter);
  appendCourtFormPdf(doc, courtForm('notice-of-application', input, { officials }));
  appendReportPdf(doc, accounts);
  appendCourtFormPdf(doc, courtForm('draft-judgment', input, { officials }));
  return new Uint8Array(doc.output('arraybuffer'));
}

const line = (
  text: string,
  opts: { bold?: boolean; indent?: number; after?: number; center?: boolean } = {},
) =>
  new Paragraph({
    alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    indent: opts.indent ? { left: opts.indent } : undefined,
    spacing: { after: opts.after ?? 160 },
    children: [new TextRun({ text, bold: opts.bold, font: 'Times New Roman', size: 24 })],
  });

/** The letter alone, for the lawyer to finish; the enclosures are made as their own documents. */
export async function renderOfficialLetterDocx(letter: OfficialLetter): Promise<Uint8Array> {
  const [intro, servedFor] = letter.paragraphs;
  const doc = new Document({
    creator: 'Estate administration',
    title: letter.title,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, bottom: 1440, left: 2300, right: 1440 },
          },
        },
        children: [
          ...letter.letterhead.map((l, i) => line(l, { bold: i === 0, after: 0, center: true })),
          line('', { after: 240 }),
          line(letter.date, { after: 360 }),
          ...letter.to.map((l) => line(l, { after: 0 })),
          line('', { after: 200 }),
          ...letter.re.map((l) => line(l, { bold: true, after: 0 })),
          line('', { after: 200 }),
          line(intro ?? ''),
          line(servedFor ?? '', { after: 60 }),
          ...letter.actsFor.map((p) => line(p, { indent: 720, after: 40 })),
          line('', { after: 120 }),
          line('Enclosed, as for every person served:', { after: 60 }),
          ...letter.enclosures.map((e) => line(e, { indent: 720, after: 40 })),
          line('', { after: 120 }),
          ...letter.closing.map((c) => line(c)),
          line('', { after: 720 }),
          ...letter.signature.map((l) => line(l, { after: 0 })),
        ],
      },
    ],
  });
  return Packer.pack(doc, 'uint8array');
}
